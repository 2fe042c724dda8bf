import { Rule } from '../../learning/dto/rule';
import { normalizeSpeechText, speechTextProblem } from '../domain/speechText';

/** GET /api/axxon/speech?text=…: one short text, read as it is written. */
export class SpeechQueryDto {
  /** What to read aloud: up to 300 characters with at least one letter or digit. */
  @Rule('text', speechTextProblem, normalizeSpeechText)
  text: string;
}
