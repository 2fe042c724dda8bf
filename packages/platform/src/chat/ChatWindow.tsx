import type { CharacterId } from '@universo/contracts';
import type { ChapterRefDto as ChapterRef } from '../api/generated/api';
import { lazy, Suspense, useState } from 'react';

/** The chapter a chat was opened from: the window talks about it, and svc-chat's first reply too. */
export interface ChatChapter extends ChapterRef {
  title: string;
}

export interface ChatWindowProps {
  /** Controlled: the window shows while true. */
  open: boolean;
  characterId: CharacterId;
  /** The character's display name: the title reads 'Chat con {name}'. */
  name: string;
  /** Opened from a chapter's "Hablar con…" button: every message names the chapter (svc-chat checks it). */
  chapter?: ChatChapter;
  /** Called when the family closes the window (close button, Escape, a click outside). */
  onClose: () => void;
}

// The dialog, its styles and the chat endpoints load with the first opening, not with the page.
const ChatDialog = lazy(() => import('./ChatDialog'));

/**
 * The modal chat with a story character (spec section 2, "Chat modal"). Keep the same element
 * mounted to keep the conversation: its session id is made once per instance (and again only if
 * the character or the logged-in family changes).
 */
export function ChatWindow(props: ChatWindowProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog {...props} />
    </Suspense>
  );
}
