import type { CharacterId } from '@universo/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { newChatSessionId } from './chatSessionId';

interface ChatSession {
  /** User id, 'visitor', or undefined while the current user is not known yet. */
  owner: string | undefined;
  characterId: CharacterId;
  id: string;
}

/**
 * The chat session id of one chat instance (spec section 4: generated once per instance). A new
 * one starts when the character changes or another family logs in, since svc-chat keeps a
 * conversation with the one who started it.
 */
export function useChatSessionId(characterId: CharacterId): string {
  const { user } = useCurrentUser();
  const owner = user === undefined ? undefined : (user?.id ?? 'visitor');
  const [session, setSession] = useState<ChatSession>(() => ({ owner, characterId, id: newChatSessionId() }));

  const ownerChanged = owner !== undefined && session.owner !== undefined && owner !== session.owner;
  if (ownerChanged || characterId !== session.characterId) {
    const next = { owner, characterId, id: newChatSessionId() };
    setSession(next);
    return next.id;
  }
  if (owner !== undefined && session.owner === undefined) setSession({ ...session, owner });
  return session.id;
}
