import type { LearningLevel, ProfileCharacterId } from '@universo/contracts';
import type { ChildProfileRequest } from '../../apiShapes';
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
  @Rule('childName', childNameProblem, normalizeChildName)
  childName: string;

  @Rule('childAge', childAgeProblem, normalizeChildAge)
  childAge: number;

  @Rule('learningLevel', learningLevelProblem)
  learningLevel: LearningLevel;

  @Rule('preferredCharacter', preferredCharacterProblem)
  preferredCharacter: ProfileCharacterId;
}
