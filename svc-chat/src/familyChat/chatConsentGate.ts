import { CHAT_CONSENT_REQUIRED, CHAT_FAMILY_UNAVAILABLE, CHAT_NEEDS_CHILD, chatOffMessage } from '../chat/chat.messages';

/** The child who is playing, as svc-content reports it. */
export interface PlayingChild {
  id: string;
  childName: string;
  chatOn: boolean;
}

/**
 * What svc-content said about a family's playing child:
 * - `unconfigured`: no CONTENT_URL (the service alone): nobody to ask;
 * - `unavailable`: svc-content did not answer usably;
 * - `known`: the playing child (null when the family has none yet).
 */
export type PlayingChildAnswer = { state: 'unconfigured' } | { state: 'unavailable' } | { state: 'known'; child: PlayingChild | null };

export type ChatGate =
  { allowed: true; childId: string | null } | { allowed: false; status: 403 | 503; body: { message: string; chatConsent?: typeof CHAT_CONSENT_REQUIRED } };

/**
 * Whether a request may read or write chat messages, and as which child. Visitors keep the
 * floating chat (no child); a family chats as the child who is playing, and only when the adult
 * turned chat on for that child. When svc-content cannot tell, the chat fails closed (503).
 */
export function chatGate(answer: PlayingChildAnswer | 'visitor'): ChatGate {
  if (answer === 'visitor' || answer.state === 'unconfigured') return { allowed: true, childId: null };
  if (answer.state === 'unavailable') return { allowed: false, status: 503, body: { message: CHAT_FAMILY_UNAVAILABLE } };
  const { child } = answer;
  if (!child) return { allowed: false, status: 403, body: { message: CHAT_NEEDS_CHILD, chatConsent: CHAT_CONSENT_REQUIRED } };
  if (!child.chatOn) return { allowed: false, status: 403, body: { message: chatOffMessage(child.childName), chatConsent: CHAT_CONSENT_REQUIRED } };
  return { allowed: true, childId: child.id };
}
