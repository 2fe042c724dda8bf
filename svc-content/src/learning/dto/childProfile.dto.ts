import type { LearningLevel, ProfileCharacterId } from '@universo/contracts';
import type { ChildProfileRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import {
  childAgeProblem,
  childNameProblem,
  learningLevelProblem,
  normalizeChildAge,
  normalizeChildName,
  preferredCharacterProblem,
} from '../domain/childProfileRules';
import { Rule } from './rule';

/** POST /api/axxon/profile (spec section 5, Profile setup): all four fields required. */
export class ChildProfileDto implements ChildProfileRequest {
  @Transform(({ value }) => normalizeChildName(value))
  @Rule('childName', childNameProblem)
  childName: string;

  @Transform(({ value }) => normalizeChildAge(value))
  @Rule('childAge', childAgeProblem)
  childAge: number;

  @Rule('learningLevel', learningLevelProblem)
  learningLevel: LearningLevel;

  @Rule('preferredCharacter', preferredCharacterProblem)
  preferredCharacter: ProfileCharacterId;
}
