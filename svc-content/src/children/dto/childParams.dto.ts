import { IsUUID } from 'class-validator';
import { CHILDREN_MESSAGES } from '../children.messages';

export class ChildParams {
  @IsUUID('all', { message: CHILDREN_MESSAGES.childId })
  id: string;
}
