import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@universo/platform';
import { chapterReadEvent, chapterViewKey } from './chapterProgress';
import { useRecordChapterReadMutation } from './api/recordChapterRead';

/**
 * Records one 'chapter_read' progress event per chapter view of a logged-in reader, once the
 * chapter has loaded. Best effort: a visitor records nothing (offline the event goes all the same,
 * see below), and a refusal (401 session gone,
 * 404 no child profile yet, 409 already counted) or any other failure is not the child's
 * problem, so it stays silent.
 */
export function useRecordChapterRead(bookId: number, chapterNumber: number, loaded: boolean): void {
  const { user, error } = useCurrentUser();
  // Offline nobody can say who is logged in: the event goes anyway and waits in the service
  // worker's queue; svc-content decides by the session cookie when it arrives (a visitor's is
  // refused then, harmlessly).
  const reader = user ? user.id : error !== undefined && !navigator.onLine ? 'sin-conexion' : null;
  const [record] = useRecordChapterReadMutation();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || !reader) return;
    const view = chapterViewKey(reader, bookId, chapterNumber);
    if (recorded.current === view) return;
    recorded.current = view;
    record(chapterReadEvent(bookId, chapterNumber, () => crypto.randomUUID(), new Date()))
      .unwrap()
      .catch(() => undefined);
  }, [bookId, chapterNumber, loaded, record, reader]);
}
