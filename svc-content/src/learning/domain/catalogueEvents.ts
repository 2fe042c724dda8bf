import type { ProgressEventType } from '@universo/contracts';
import type { ProgressEventDetails } from '../../apiShapes';
import { PRINTABLE_DONE_POINTS } from '../../magic-zone/data/library';
import { findResource } from '../../magic-zone/domain/library';
import { findChallenge } from '../../magic-zone/domain/personalisedChallenges';
import { LEARNING_MESSAGES } from '../learning.messages';

/**
 * An event whose worth the service decides from its own catalogue, never from the client's
 * `points`: a personalised challenge (its points by age band) or a library printable done at home.
 * `key` names the challenge or printable, which counts once per child.
 */
export interface CatalogueEvent {
  points: number;
  key: string;
}

export type CatalogueEventOutcome = { event: CatalogueEvent } | { problem: string } | null;

function detail(details: ProgressEventDetails | undefined, name: string): string | null {
  const value = details?.[name];
  return typeof value === 'string' ? value : null;
}

/** The catalogue's verdict on an event: its points and key, a Spanish problem (400), or null when it is not a catalogue event. */
export function catalogueEventOf(type: ProgressEventType, activity: string, details: ProgressEventDetails | undefined): CatalogueEventOutcome {
  if (type !== 'challenge_completed') return null;
  if (activity === 'retos-personalizados') {
    const id = detail(details, 'challenge');
    const challenge = id === null ? undefined : findChallenge(id);
    return challenge ? { event: { points: challenge.points, key: challenge.id } } : { problem: LEARNING_MESSAGES.unknownChallenge };
  }
  if (activity === 'biblioteca-completa') {
    const id = detail(details, 'resource');
    const resource = id === null ? undefined : findResource(id);
    return resource ? { event: { points: PRINTABLE_DONE_POINTS, key: resource.id } } : { problem: LEARNING_MESSAGES.unknownPrintable };
  }
  return null;
}
