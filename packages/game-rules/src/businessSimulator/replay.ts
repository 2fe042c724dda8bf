import type { SimulatorGame } from '@universo/contracts';
import { act, finishSimulator, initialSimulator, sell, type SimulatorState, simulatorPoints } from './businessSimulator';

export const SIMULATOR_PROBLEMS = {
  format: 'Las jugadas del Simulador de Negocio (details.moves) no tienen la forma esperada: la acción de cada día, por ejemplo "0120"',
  unreachable: 'Esa temporada del Simulador de Negocio no se puede jugar con las reglas del juego',
  result: 'El capital, los ingresos, los costos o la ganancia no coinciden con lo que permiten las reglas del Simulador de Negocio',
} as const;

/**
 * What the service keeps of a replayed season: its own account, never the browser's. `profit` is
 * the ganancia (ingresos − costos) that "Mi emprendimiento" shows as the best result.
 */
export interface SimulatorOutcome {
  moves: string;
  days: number;
  capital: number;
  income: number;
  costs: number;
  profit: number;
  /** What the capital grew (0 when the season lost money): the game's own score. */
  score: number;
}

export function simulatorOutcome(game: SimulatorGame, state: SimulatorState): SimulatorOutcome {
  return {
    moves: state.moves,
    days: state.moves.length,
    capital: state.capital,
    income: state.income,
    costs: state.costs,
    profit: state.profit,
    score: simulatorPoints(game, state),
  };
}

/**
 * Replays a season from its moves (one action a day, by its position in the game's actions) with
 * the game's own rules: the finished season, or the Spanish reason it cannot be (not a string of
 * action positions, more days than a season has, an action the capital did not cover, a day after
 * the season ended). A season the child ended early ("Terminar temporada") is any shorter one.
 */
export function replaySimulator(game: SimulatorGame, moves: unknown): { state: SimulatorState } | { problem: string } {
  if (typeof moves !== 'string' || !/^[0-9]*$/.test(moves) || moves.length > game.rules.days) return { problem: SIMULATOR_PROBLEMS.format };
  let state = initialSimulator(game);
  for (const move of moves) {
    const action = game.actions[Number(move)];
    if (!action || state.phase !== 'playing') return { problem: SIMULATOR_PROBLEMS.unreachable };
    const acted = act(game, state, action.id);
    if (acted === state) return { problem: SIMULATOR_PROBLEMS.unreachable };
    state = sell(game, acted);
  }
  return { state: finishSimulator(state) };
}
