import { useEffect, useId, useRef, useState } from 'react';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import {
  act,
  canAct,
  finishSimulator,
  initialSimulator,
  saleMessage,
  sell,
  SIMULATOR_ACTION_IDS,
  SIMULATOR_ACTIONS,
  SIMULATOR_RULES,
  simulatorPoints,
} from './domain/businessSimulator';
import '../../shared/ui/games.css';

/** Simulador de Negocio: the screen of ./domain/businessSimulator.ts. */
export function BusinessSimulator() {
  const id = useId();
  const [state, setState] = useState(() => initialSimulator());
  const [message, setMessage] = useState('');
  const [game, setGame] = useState(1);
  const recordProgress = useRecordProgress();
  const recordedGame = useRef(0);

  // Spec: the sale happens 1 s after the action.
  useEffect(() => {
    if (state.phase !== 'selling') return;
    const timer = setTimeout(() => setState(sell), SIMULATOR_RULES.saleDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase]);

  // Spec: the sale's message shows for 3 s.
  useEffect(() => {
    if (!state.lastSale) return;
    setMessage(saleMessage(state.lastSale));
    const timer = setTimeout(() => setMessage(''), SIMULATOR_RULES.messageMs);
    return () => clearTimeout(timer);
  }, [state.lastSale]);

  useEffect(() => {
    if (state.phase !== 'finished' || recordedGame.current === game) return;
    recordedGame.current = game;
    void recordProgress('game_finished', 'simulador', {
      points: simulatorPoints(state),
      details: { capital: state.capital, profit: state.profit, days: state.round - 1 },
    });
  }, [state, game, recordProgress]);

  return (
    <div className="simulator">
      <p>
        Compra productos, consigue clientes y mejora tu tienda. Cada día vendes lo que puedas a {SIMULATOR_RULES.salePrice} monedas
        por producto. ¡Tienes {SIMULATOR_RULES.days} días!
      </p>
      <div className="uf-field">
        <label htmlFor={`${id}-name`}>Nombre de tu tienda</label>
        <input
          id={`${id}-name`}
          className="uf-input"
          value={state.name}
          maxLength={30}
          onChange={(event) => {
            const name = event.target.value;
            setState((current) => ({ ...current, name }));
          }}
        />
      </div>
      <dl className="mz-stats" aria-label={`Tablero de ${state.name || 'tu tienda'}`}>
        <div>
          <dt>Capital</dt>
          <dd data-testid="simulador-capital">{formatCoins(state.capital)}</dd>
        </div>
        <div>
          <dt>Productos</dt>
          <dd>{state.products}</dd>
        </div>
        <div>
          <dt>Clientes</dt>
          <dd>{state.customers}</dd>
        </div>
        <div>
          <dt>Ganancias</dt>
          <dd>{formatCoins(state.profit)}</dd>
        </div>
        <div>
          <dt>Día</dt>
          <dd>{Math.min(state.round, SIMULATOR_RULES.days)}</dd>
        </div>
      </dl>
      <p className="mz-message" role="status">
        {state.phase === 'selling' ? 'Abriendo la tienda…' : message}
      </p>
      {state.phase === 'finished' ? (
        <div className="mz-panel">
          <h3>¡Fin de la temporada!</h3>
          <p>
            {state.name} terminó con {formatCoins(state.capital)} de capital y vendió {formatCoins(state.profit)} en total.{' '}
            {state.capital > SIMULATOR_RULES.startCapital ? '¡Tu tienda creció!' : 'La próxima vez equilibra productos y clientes.'}
          </p>
          <button
            type="button"
            className="uf-button"
            onClick={() => {
              setState(initialSimulator(state.name));
              setGame((g) => g + 1);
            }}
          >
            Jugar Otra Vez
          </button>
        </div>
      ) : (
        <div className="mz-actions">
          {SIMULATOR_ACTION_IDS.map((action) => {
            const info = SIMULATOR_ACTIONS[action];
            const effects = [info.products ? `+${info.products} productos` : '', info.customers ? `+${info.customers} clientes` : '']
              .filter(Boolean)
              .join(', ');
            return (
              <button key={action} type="button" className="uf-button" disabled={!canAct(state, action)} onClick={() => setState((s) => act(s, action))}>
                <span aria-hidden="true">{info.icon}</span> {info.label} ({info.cost} monedas: {effects})
              </button>
            );
          })}
          <button type="button" className="uf-button uf-button--secondary" disabled={state.phase !== 'playing'} onClick={() => setState(finishSimulator)}>
            Terminar temporada
          </button>
        </div>
      )}
    </div>
  );
}
