import { HttpException, HttpStatus } from '@nestjs/common';
import type { ChatOutcome, ServiceMetrics } from '@universo/service-kit';

/**
 * Whether a failed step of a chat message was a refusal to count (a 403 of its own rule), and as
 * which outcome. A service that could not answer (503) or bad input (400) is no refusal: the
 * request duration histogram shows those by status.
 */
export function refusalOf(outcome: Exclude<ChatOutcome, 'reply'>, error: unknown): ChatOutcome | undefined {
  return error instanceof HttpException && error.getStatus() === HttpStatus.FORBIDDEN ? outcome : undefined;
}

/** Runs one step of a message and counts its refusal (chat consent, the plan) before passing it on. */
export async function countingRefusal<T>(metrics: ServiceMetrics, outcome: Exclude<ChatOutcome, 'reply'>, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const refusal = refusalOf(outcome, error);
    if (refusal) metrics.chatMessage(refusal);
    throw error;
  }
}
