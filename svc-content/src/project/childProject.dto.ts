import type { ChildProjectRequest, ProjectLogo, ProjectPlan } from '@universo/contracts';
import { IsOptional } from 'class-validator';
import { Rule } from '../learning/dto/rule';
import { businessNameProblem, logoProblem, planProblem } from './childProject';

/** PUT /api/axxon/project: any of the three parts (an empty body is refused by the service with a 400). */
export class ChildProjectDto implements ChildProjectRequest {
  @IsOptional()
  @Rule('businessName', businessNameProblem)
  businessName?: string;

  @IsOptional()
  @Rule('plan', planProblem)
  plan?: ProjectPlan;

  @IsOptional()
  @Rule('logo', logoProblem)
  logo?: ProjectLogo;
}
