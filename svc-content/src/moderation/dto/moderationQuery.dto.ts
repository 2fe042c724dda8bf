import { COMMUNITY_POST_STATUSES } from '@universo/contracts';
import type { CommunityPostStatus } from '../../apiShapes';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { POST_ID_INVALID } from '../../community/community.messages';
import { PAGE_INVALID, STATUS_INVALID } from '../moderation.messages';

/** `?page=` as raw text (see the service kit's validation pipe): 1 to 99999, no signs, no exponents. */
export class PageQuery {
  @IsOptional()
  @Matches(/^[1-9][0-9]{0,4}$/, { message: PAGE_INVALID })
  page?: string;
}

export class CommunityModerationQuery extends PageQuery {
  @IsOptional()
  @IsIn(COMMUNITY_POST_STATUSES, { message: STATUS_INVALID })
  status?: CommunityPostStatus;
}

export class CommunityPostParams {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: POST_ID_INVALID })
  id: string;
}

export function pageNumber(query: PageQuery): number {
  return query.page === undefined ? 1 : Number(query.page);
}
