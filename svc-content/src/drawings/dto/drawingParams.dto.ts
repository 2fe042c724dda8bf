import { IsUUID } from 'class-validator';
import { DRAWINGS_MESSAGES } from '../drawings.messages';

/** The route parameters of /api/axxon/drawings/:id. */
export class DrawingParams {
  @IsUUID('all', { message: DRAWINGS_MESSAGES.badId })
  id: string;
}
