import { useCallback, useEffect, useRef, useState } from 'react';
import type { DealtGame, DealtGameDeals } from '@universo/contracts';
import type { GamePlayDto as GamePlayRequest } from '@universo/platform/api/content';
import { useCurrentUser } from '@universo/platform';
import { useStartPlayMutation } from './api/startPlay';

/** A game's deal, and svc-content's play it belongs to (null when it was dealt here and nothing will be recorded). */
export interface StartedPlay<A extends DealtGame> {
  deal: DealtGameDeals[A];
  playId: string | null;
}

export type StartDealtPlay = <A extends DealtGame>(request: GamePlayRequest & { activity: A }, dealHere: () => DealtGameDeals[A]) => Promise<StartedPlay<A>>;

/**
 * Starts a dealt play: a logged-in child's deal comes from svc-content (POST /api/axxon/plays),
 * which keeps it and later replays the reported moves against it. A visitor, a family without a
 * child profile or a failed request gets a deal made here: the game is the same, and nothing is
 * recorded.
 */
export function useStartDealtPlay(): StartDealtPlay {
  const { user } = useCurrentUser();
  const [startPlay] = useStartPlayMutation();
  const loggedIn = Boolean(user);
  return useCallback<StartDealtPlay>(
    async (request, dealHere) => {
      if (loggedIn) {
        try {
          const play = await startPlay(request).unwrap();
          if (play.activity === request.activity) return { deal: play.deal as DealtGameDeals[typeof request.activity], playId: play.playId };
        } catch {
          // Played here instead: the game goes on, unrecorded.
        }
      }
      return { deal: dealHere(), playId: null };
    },
    [loggedIn, startPlay],
  );
}

/**
 * The play of a game dealt as soon as it opens (Estrategia de Mercado, Juego de Inversión): null
 * while the deal is on its way; `newPlay` deals the next one ("Jugar Otra Vez"). An answer that
 * arrives after a newer request, or after the game closed, is dropped.
 */
export function useDealtGame<A extends DealtGame>(activity: A, dealHere: () => DealtGameDeals[A]): { play: StartedPlay<A> | null; newPlay: () => void } {
  const start = useStartDealtPlay();
  const [play, setPlay] = useState<StartedPlay<A> | null>(null);
  const latest = useRef(0);
  const dealHereRef = useRef(dealHere);
  dealHereRef.current = dealHere;

  const newPlay = useCallback(() => {
    const request = ++latest.current;
    setPlay(null);
    void start({ activity } as GamePlayRequest & { activity: A }, () => dealHereRef.current()).then((started) => {
      if (latest.current === request) setPlay(started);
    });
  }, [start, activity]);

  useEffect(() => {
    newPlay();
    // A deal that arrives after the game closed (or after a newer request) finds another number.
    const requests = latest;
    return () => {
      requests.current++;
    };
  }, [newPlay]);

  return { play, newPlay };
}
