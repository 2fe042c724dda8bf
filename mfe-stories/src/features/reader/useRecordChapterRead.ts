import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@universo/platform';
import { chapterReadEvent, chapterViewKey } from './chapterProgress';
import { useRecordChapterReadMutation } from './api/recordChapterRead';

/**
 * Records one 'chapter_read' progress event per chapter view of a logged-in reader, once the
 * chapter has loaded. Best effort: a visitor records nothing, and a refusal (401 session gone,
 * 404 no child profile yet, 409 already counted) or any other failure is not the child's
 * problem, so it stays silent.
 */
export function useRecordChapterRead(bookId: number, chapterNumber: number, loaded: boolean): void {
  const { user } = useCurrentUser();
  const [record] = useRecordChapterReadMutation();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || !user) return;
    const view = chapterViewKey(user.id, bookId, chapterNumber);
    if (recorded.current === view) return;
    recorded.current = view;
    record(chapterReadEvent(bookId, chapterNumber, () => crypto.randomUUID(), new Date()))
      .unwrap()
      .catch(() => undefined);
  }, [bookId, chapterNumber, loaded, record, user]);
}
