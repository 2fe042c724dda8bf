import type { SandboxPreapprovalStatus } from './sandboxPreapproval.entity';

export type SandboxChoice = 'approve' | 'reject';

/** A test payment is approved (authorized) or rejected, once. */
export function statusAfter(choice: SandboxChoice): SandboxPreapprovalStatus {
  return choice === 'approve' ? 'authorized' : 'rejected';
}

/**
 * decide: still waiting, the choice is taken; repeat: the same choice again (a double click or a
 * reload), nothing new happens; conflict: the payment was already settled the other way.
 */
export function sandboxOutcome(current: SandboxPreapprovalStatus, choice: SandboxChoice): 'decide' | 'repeat' | 'conflict' {
  if (current === 'pending') return 'decide';
  return current === statusAfter(choice) ? 'repeat' : 'conflict';
}
