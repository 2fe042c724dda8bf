import { IsUUID } from 'class-validator';

/** The path of /api/chat/family/:childId: a child of the family, by its profile id. */
export class ChildParams {
  @IsUUID('all', { message: 'El identificador del perfil no es válido' })
  childId: string;
}
