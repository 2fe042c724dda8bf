import { useEffect, useId, useRef, useState } from 'react';
import { CHILD_PROJECT_LIMITS } from '@universo/contracts';
import { TextField } from '@universo/platform';
import type { SimulatorGame } from '@universo/platform/api/content';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import { useProject } from '../../shared/project/useProject';
import { act, actionEffects, canAct, dayExplanation, finishSimulator, initialSimulator, saleMessage, seasonSummary, sell } from '@universo/game-rules';
import type { SimulatorState } from '@universo/game-rules';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenParagraph, ListenRow } from '../../shared/listen/ListenRow';
import { useChildAge } from '../../shared/learning/useChildAge';
import { Coins } from '../../shared/ui/Coins';
import { GameOver } from '../../shared/ui/GameOver';
import { SIMULATOR_ACCOUNTS, SIMULATOR_SEASON_OVER } from './simulatorSpeech';
import '../../shared/ui/games.css';
import '../../shared/ui/ledger.css';

/** The season's accounts as the ledger shows them: what came in, what went out, and the difference. */
function ledgerLines(state: SimulatorState) {
  return [
    { label: 'Ingresos', note: '(lo que cobraste)', testId: 'simulador-ingresos', text: formatCoins(state.income), coins: state.income },
    { label: 'Costos', note: '(lo que pagaste)', testId: 'simulador-costos', text: `− ${formatCoins(state.costs)}`, coins: -state.costs },
    {
      label: 'Ganancia',
      note: '(ingresos − costos)',
      testId: 'simulador-ganancia',
      text: state.profit < 0 ? `− ${formatCoins(-state.profit)}` : formatCoins(state.profit),
      coins: state.profit,
      className: state.profit < 0 ? 'mz-ledger__total mz-ledger__total--loss' : 'mz-ledger__total',
    },
  ];
}

export interface BusinessSimulatorProps {
  /** The game's rules as svc-content sent them (premium). */
  game: SimulatorGame;
  /** What the child reads first (from the service too). */
  intro: string;
}

/** Simulador de Negocio: the screen of ./domain/businessSimulator.ts. */
export function BusinessSimulator({ game, intro }: BusinessSimulatorProps) {
  const id = useId();
  const [state, setState] = useState(() => initialSimulator(game));
  const [message, setMessage] = useState('');
  const [season, setSeason] = useState(1);
  const recordProgress = useRecordProgress();
  // Coins beside the digits for the youngest (6-7), as in Gasta o Ahorra.
  const showCoins = useChildAge().group === 'younger';
  const recordedSeason = useRef(0);
  // The shop is the child's business when it has one, until the child names it otherwise.
  const { project, ready } = useProject();
  const named = useRef(false);
  useEffect(() => {
    if (!ready || !project || named.current) return;
    named.current = true;
    setState((current) => (current.round === 1 ? { ...current, name: project.businessName } : current));
  }, [ready, project]);

  // Spec: the sale happens 1 s after the action.
  useEffect(() => {
    if (state.phase !== 'selling') return;
    const timer = setTimeout(() => setState((current) => sell(game, current)), game.rules.saleDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, game]);

  // Spec: the sale's message shows for 3 s.
  useEffect(() => {
    if (!state.lastSale) return;
    setMessage(saleMessage(state.lastSale));
    const timer = setTimeout(() => setMessage(''), game.rules.messageMs);
    return () => clearTimeout(timer);
  }, [state.lastSale, game]);

  useEffect(() => {
    if (state.phase !== 'finished' || recordedSeason.current === season) return;
    recordedSeason.current = season;
    // The season's moves only: svc-content replays them with the same rules and keeps its own account.
    void recordProgress('game_finished', 'simulador', { details: { moves: state.moves } });
  }, [state, season, recordProgress]);

  return (
    <div className="simulator">
      <ListenParagraph live={intro} />
      <TextField
        id={`${id}-name`}
        label="Nombre de tu tienda"
        value={state.name}
        maxLength={CHILD_PROJECT_LIMITS.nameMax}
        onChange={(event) => {
          named.current = true;
          const name = event.target.value;
          setState((current) => ({ ...current, name }));
        }}
      />
      <dl className="mz-stats" aria-label={`Tablero de ${state.name || 'tu tienda'}`}>
        <div>
          <dt>Capital</dt>
          <dd>
            <span data-testid="simulador-capital">{formatCoins(state.capital)}</span>
            {showCoins ? <Coins amount={state.capital} /> : null}
          </dd>
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
          <dt>Día</dt>
          <dd>{Math.min(state.round, game.rules.days)}</dd>
        </div>
      </dl>
      <section className="mz-panel simulator-accounts" aria-labelledby={`${id}-accounts`}>
        <ListenRow text={SIMULATOR_ACCOUNTS}>
          <h4 id={`${id}-accounts`}>Tus cuentas de la temporada</h4>
        </ListenRow>
        <dl className="mz-ledger">
          {ledgerLines(state).map((line) => (
            <div key={line.testId} className={line.className}>
              <dt>
                {line.label} <span className="mz-note">{line.note}</span>
              </dt>
              <dd>
                <span data-testid={line.testId}>{line.text}</span>
                {showCoins ? <Coins amount={line.coins} /> : null}
              </dd>
            </div>
          ))}
        </dl>
        {state.lastSale ? (
          <ListenRow live={dayExplanation(state.lastSale)}>
            <p data-testid="simulador-explicacion">{dayExplanation(state.lastSale)}</p>
          </ListenRow>
        ) : null}
      </section>
      <p className="mz-message" role="status">
        {state.phase === 'selling' ? 'Abriendo la tienda…' : message}
      </p>
      {state.phase === 'finished' ? (
        <GameOver
          title={SIMULATOR_SEASON_OVER}
          live={`${seasonSummary(state)} ${state.name} terminó con ${formatCoins(state.capital)} de capital.`}
          onPlayAgain={() => {
            setState(initialSimulator(game, state.name));
            setSeason((s) => s + 1);
          }}
        >
          <p data-testid="simulador-resumen">{seasonSummary(state)}</p>
          <p>
            {state.name} terminó con {formatCoins(state.capital)} de capital.
          </p>
        </GameOver>
      ) : (
        <div className="mz-actions">
          {game.actions.map((action) => (
            <span key={action.id} className="mz-listen-wrap">
              <button type="button" className="uf-button" disabled={!canAct(game, state, action.id)} onClick={() => setState((s) => act(game, s, action.id))}>
                <span aria-hidden="true">{action.icon}</span> {action.label} ({action.cost} monedas: {actionEffects(action)})
              </button>
              <ListenButton live={`${action.label}: cuesta ${action.cost} monedas. ${actionEffects(action)}.`} />
            </span>
          ))}
          <button type="button" className="uf-button uf-button--secondary" disabled={state.phase !== 'playing'} onClick={() => setState(finishSimulator)}>
            Terminar temporada
          </button>
        </div>
      )}
    </div>
  );
}
