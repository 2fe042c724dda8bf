import type { AdvancedGamesResponse } from '@universo/contracts';
import { ADVANCED_GAME_CARDS, INVESTMENT, MARKET, SIMULATOR } from '../data/advancedGames';

/** Juegos Avanzados as the service sends them: the menu, and each game's texts and rule parameters. */
export function advancedGames(): AdvancedGamesResponse {
  return { games: [...ADVANCED_GAME_CARDS], simulator: SIMULATOR, investment: INVESTMENT, market: MARKET };
}
