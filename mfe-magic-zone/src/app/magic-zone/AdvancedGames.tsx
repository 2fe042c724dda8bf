import { useEffect, useRef, useState } from 'react';
import { BusinessSimulator } from '../../features/business-simulator/BusinessSimulator';
import { InvestmentGame } from '../../features/investment-game/InvestmentGame';
import { MarketStrategy } from '../../features/market-strategy/MarketStrategy';

const GAMES = [
  { id: 'simulador', icon: '🏪', title: 'Simulador de Negocio', description: 'Compra productos, atrae clientes y haz crecer tu tienda.', Game: BusinessSimulator },
  { id: 'inversion', icon: '📈', title: 'Juego de Inversión', description: 'Invierte en acciones, bonos o cripto y mira cómo cambian.', Game: InvestmentGame },
  { id: 'estrategia', icon: '♟️', title: 'Estrategia de Mercado', description: 'Elige estrategias y compite con otras tiendas.', Game: MarketStrategy },
] as const;

/** Juegos Avanzados (premium): the three games, one at a time. */
export function AdvancedGames() {
  const [openId, setOpenId] = useState<(typeof GAMES)[number]['id'] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = GAMES.find((game) => game.id === openId);

  useEffect(() => {
    if (openId) heading.current?.focus();
  }, [openId]);

  if (open) {
    const { Game } = open;
    return (
      <section aria-labelledby="advanced-game-title" data-game={open.id}>
        <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={() => setOpenId(null)}>
          Elegir otro juego
        </button>
        <h3 id="advanced-game-title" ref={heading} tabIndex={-1}>
          <span aria-hidden="true">{open.icon}</span> {open.title}
        </h3>
        <Game />
      </section>
    );
  }

  return (
    <ul className="uf-grid">
      {GAMES.map((game) => (
        <li key={game.id}>
          <article className="uf-card">
            <span className="uf-card__icon" aria-hidden="true">
              {game.icon}
            </span>
            <h3>{game.title}</h3>
            <p>{game.description}</p>
            <div className="uf-card__actions">
              <button type="button" className="uf-button" onClick={() => setOpenId(game.id)} aria-label={`Jugar ${game.title}`}>
                Jugar
              </button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
