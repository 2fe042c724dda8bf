import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import type { DealtGame, DealtGameDeals } from '@universo/contracts';
import { type StartedPlay, useDealtGame } from './useDealtGame';
import { useRecordProgress } from './useRecordProgress';
import type { Random } from '../random';

/** What a dealt game's screen is given: its rules and first words as svc-content sent them, and the dice for a deal made here. */
export interface DealtGameProps<G> {
  game: G;
  intro: string;
  random?: Random;
}

/** What a dealt game's state must say for its end to be reported: whether it is over, and its moves. */
export interface DealtGameProgress {
  finished: boolean;
  moves: string;
}

export interface DealtGameState<A extends DealtGame, S> {
  play: StartedPlay<A> | null;
  newPlay: () => void;
  state: S;
  setState: Dispatch<SetStateAction<S>>;
}

/**
 * A game dealt as soon as it opens (useDealtGame) with its state: every deal starts the game
 * again from `initial()`, and a finished play of svc-content's deal is reported once, with only
 * its moves and the play's id (the service replays them on its own deal and keeps its own account).
 * Pass `dealHere` and `initial` memoised: a new one deals or starts again.
 */
export function useDealtGameState<A extends DealtGame, S extends DealtGameProgress>(
  activity: A,
  dealHere: () => DealtGameDeals[A],
  initial: () => S,
): DealtGameState<A, S> {
  const [state, setState] = useState(initial);
  const { play, newPlay } = useDealtGame(activity, dealHere);
  const recordProgress = useRecordProgress();
  const recorded = useRef<object | null>(null);

  useEffect(() => setState(initial()), [play, initial]);

  useEffect(() => {
    if (!play?.playId || !state.finished || recorded.current === play) return;
    recorded.current = play;
    void recordProgress('game_finished', activity, { playId: play.playId, details: { moves: state.moves } });
  }, [state, play, activity, recordProgress]);

  return { play, newPlay, state, setState };
}
