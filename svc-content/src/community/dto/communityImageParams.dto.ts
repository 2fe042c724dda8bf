import { IsUUID } from 'class-validator';
import { IMAGE_ID_INVALID } from '../community.messages';

/** The route parameters of /api/community/images/:id (and its moderation twin). */
export class CommunityImageParams {
  @IsUUID('all', { message: IMAGE_ID_INVALID })
  id: string;
}
