import { CardIcon } from '@universo/platform';
import { useEffect, useRef, useState } from 'react';
import type { AdvancedGameId } from '@universo/contracts';
import type { AdvancedGamesResponse } from '@universo/platform/api/content';
import { BusinessSimulator } from '../../features/business-simulator/BusinessSimulator';
import { InvestmentGame } from '../../features/investment-game/InvestmentGame';
import { MarketStrategy } from '../../features/market-strategy/MarketStrategy';
import { PremiumSection } from '../../shared/premium/PremiumSection';
import { useGetAdvancedGamesQuery } from './api/getAdvancedGames';

/** Juegos Avanzados (premium): the games' texts and rules come from svc-content after the plan check. */
export function AdvancedGames() {
  const query = useGetAdvancedGamesQuery();
  return (
    <PremiumSection
      query={query}
      feature="Los Juegos Avanzados"
      loadingMessage="Cargando los juegos..."
      errorMessage="No pudimos cargar los juegos. Revisa tu conexión e inténtalo de nuevo."
    >
      {(games) => <GameMenu games={games} />}
    </PremiumSection>
  );
}

function OpenGame({ id, intro, games }: { id: AdvancedGameId; intro: string; games: AdvancedGamesResponse }) {
  switch (id) {
    case 'simulador':
      return <BusinessSimulator game={games.simulator} intro={intro} />;
    case 'inversion':
      return <InvestmentGame game={games.investment} intro={intro} />;
    case 'estrategia':
      return <MarketStrategy game={games.market} intro={intro} />;
  }
}

/** The three games, one at a time. */
function GameMenu({ games }: { games: AdvancedGamesResponse }) {
  const [openId, setOpenId] = useState<AdvancedGameId | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = games.games.find((game) => game.id === openId);

  useEffect(() => {
    if (openId) heading.current?.focus();
  }, [openId]);

  if (open) {
    return (
      <section aria-labelledby="advanced-game-title" data-game={open.id}>
        <button type="button" className="uf-button uf-button--secondary uf-button--small" onClick={() => setOpenId(null)}>
          Elegir otro juego
        </button>
        <h3 id="advanced-game-title" ref={heading} tabIndex={-1}>
          <span aria-hidden="true">{open.icon}</span> {open.title}
        </h3>
        <OpenGame id={open.id} intro={open.intro} games={games} />
      </section>
    );
  }

  return (
    <ul className="uf-grid">
      {games.games.map((game) => (
        <li key={game.id}>
          <article className="uf-card">
            <CardIcon>{game.icon}</CardIcon>
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
