import type { CharacterId, ChapterTopic } from '@universo/contracts';
import { characterName } from '../characters/characters';
import { CHAPTER_UNAVAILABLE, chapterNotFoundMessage, chapterOfAnotherCharacterMessage } from '../chat/chat.messages';
import type { ChapterTopicAnswer } from './chapterTopicClient';

export type ChapterCheck = { ok: true; topic: ChapterTopic } | { ok: false; status: 400 | 503; message: string };

/**
 * Whether a chat with `character` may be about this chapter. An unknown chapter and a chapter of
 * another character are the request's fault (400): the chapter's button always sends its own
 * character, so a mismatch is a forged or stale request, and answering it as if it were about
 * the chapter would put words about a chapter into a character who is not in it.
 */
export function checkChapterForChat(answer: ChapterTopicAnswer, character: CharacterId, ref: { bookId: number; number: number }): ChapterCheck {
  if (answer.state === 'unavailable') return { ok: false, status: 503, message: CHAPTER_UNAVAILABLE };
  if (answer.state === 'unknown') return { ok: false, status: 400, message: chapterNotFoundMessage(ref.bookId, ref.number) };
  const { topic } = answer;
  if (topic.character !== null && topic.character !== character) {
    return { ok: false, status: 400, message: chapterOfAnotherCharacterMessage(topic.title, characterName(topic.character)) };
  }
  return { ok: true, topic };
}
