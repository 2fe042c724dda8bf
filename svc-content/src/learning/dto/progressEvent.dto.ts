import type { ProgressEventType } from '@universo/contracts';
import type { ProgressEventDetails, ProgressEventRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  eventActivityProblem,
  eventDetailsProblem,
  eventIdProblem,
  eventPointsProblem,
  occurredAtProblem,
  eventTypeProblem,
} from '../domain/progressEventRules';
import { playIdProblem } from '../domain/dealtPlays';
import { Rule } from './rule';

/** POST /api/axxon/progress. Which activity fits which type: domain/activityKeys.ts. */
export class ProgressEventDto implements ProgressEventRequest {
  @Rule('eventType', eventTypeProblem)
  type: ProgressEventType;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Rule('activity', (value, object) => eventActivityProblem(object.type, value))
  activity: string;

  @IsOptional()
  @Rule('points', eventPointsProblem)
  points?: number;

  @IsOptional()
  @Rule('details', eventDetailsProblem)
  details?: ProgressEventDetails;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @Rule('eventId', eventIdProblem)
  eventId?: string;

  /** The play the service dealt (POST /api/axxon/plays), for a game with chance. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @Rule('playId', playIdProblem)
  playId?: string;

  @IsOptional()
  @Rule('occurredAt', (value) => occurredAtProblem(value))
  occurredAt?: string;
}
