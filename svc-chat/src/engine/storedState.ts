import type { ConversationState, PlanKind } from './conversation';
import type { Memory } from './memory';
import { BUSINESS_STEPS, REPLY_KINDS } from './persona';

const PLAN_KINDS: ReadonlySet<string> = new Set<string>([...REPLY_KINDS, ...BUSINESS_STEPS.map((step) => `business.${step}`), 'friends']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The conversation's state as stored with a reply, or null when it is missing or not one this
 * version of the engine wrote (then the engine replays the stored messages instead). A state
 * naming a kind of reply that no longer exists would pick lines that are not there.
 */
export function restoreState(value: unknown): ConversationState | null {
  if (!isRecord(value) || !isRecord(value.memory)) return null;
  const { memory, businessStep, businessActive, previous, continued } = value;
  if (!isTextOrNull(memory.name) || !isTextOrNull(memory.idea) || !isTextOrNull(memory.goal)) return null;
  if (typeof businessStep !== 'number' || !Number.isInteger(businessStep) || businessStep < -1 || businessStep >= BUSINESS_STEPS.length) return null;
  if (typeof businessActive !== 'boolean' || typeof continued !== 'boolean') return null;
  if (previous !== null && (typeof previous !== 'string' || !PLAN_KINDS.has(previous))) return null;
  const restored: Memory = { name: memory.name, idea: memory.idea, goal: memory.goal };
  return { memory: restored, businessStep, businessActive, previous: previous as PlanKind | null, continued };
}
