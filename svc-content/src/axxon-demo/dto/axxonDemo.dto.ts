import type { AxxonDemoRequest } from '../../apiShapes';
import { Rule } from '../../learning/dto/rule';
import { demoMessageProblem, demoNameProblem, normalizeDemoMessage, normalizeDemoName } from '../domain/demoInput';

/** POST /api/axxon/demo: both required (spec section 5: submit disabled until both are filled). */
export class AxxonDemoDto implements AxxonDemoRequest {
  @Rule('childName', demoNameProblem, normalizeDemoName)
  childName: string;

  @Rule('message', demoMessageProblem, normalizeDemoMessage)
  message: string;
}
