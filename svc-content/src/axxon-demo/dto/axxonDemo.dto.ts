import type { AxxonDemoRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { Rule } from '../../learning/dto/rule';
import { demoMessageProblem, demoNameProblem, normalizeDemoMessage, normalizeDemoName } from '../domain/demoInput';

/** POST /api/axxon/demo: both required (spec section 5: submit disabled until both are filled). */
export class AxxonDemoDto implements AxxonDemoRequest {
  @Transform(({ value }) => normalizeDemoName(value))
  @Rule('childName', demoNameProblem)
  childName: string;

  @Transform(({ value }) => normalizeDemoMessage(value))
  @Rule('message', demoMessageProblem)
  message: string;
}
