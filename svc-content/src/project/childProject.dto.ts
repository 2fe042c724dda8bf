import { businessNameProblem, type ChildProjectRequest, type ProjectLogo, type ProjectPlan, projectLogoProblem, projectPlanProblem } from '@universo/contracts';
import { IsOptional } from 'class-validator';
import { Rule } from '../learning/dto/rule';

/** PUT /api/axxon/project: any of the three parts (an empty body is refused by the service with a 400). */
export class ChildProjectDto implements ChildProjectRequest {
  @IsOptional()
  @Rule('businessName', businessNameProblem)
  businessName?: string;

  @IsOptional()
  @Rule('plan', projectPlanProblem)
  plan?: ProjectPlan;

  @IsOptional()
  @Rule('logo', projectLogoProblem)
  logo?: ProjectLogo;
}
