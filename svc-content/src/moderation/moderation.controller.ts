import { applyDecorators, Controller, Get, Header, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { COMMUNITY_IMAGE_OUTPUT_TYPE } from '@universo/contracts';
import type { CommunityReviewResponse, ContactMessage, ModerationCommunityPost, Page } from '../apiShapes';
import type { FastifyReply } from 'fastify';
import { AdminGuard, CurrentSession, ErrorAnswer, PRIVATE_CACHE_CONTROL, type SessionClaims } from '@universo/service-kit';
import * as community from '../community/community.messages';
import { CommunityService } from '../community/community.service';
import { sendImage } from '../community/communityImages.controller';
import { CommunityImagesService } from '../community/communityImages.service';
import { CommunityImageParams } from '../community/dto/communityImageParams.dto';
import type { ReviewAction } from '../community/domain/review';
import { ContactService } from '../contact/contact.service';
import { pageWindow, toPage } from './domain/pagination';
import { CommunityModerationQuery, CommunityPostParams, PageQuery, pageNumber } from './dto/moderationQuery.dto';
import { FileAnswer } from '../fileAnswers';

const REVIEW_MESSAGES: Record<ReviewAction, { changed: string; unchanged: string }> = {
  approve: { changed: community.POST_APPROVED, unchanged: community.POST_ALREADY_APPROVED },
  reject: { changed: community.POST_REJECTED, unchanged: community.POST_ALREADY_REJECTED },
};

/** A moderator's decision on a post: 200 with the review, 404 for an unknown post, never cached. */
const ReviewAnswer = (): MethodDecorator =>
  applyDecorators(
    HttpCode(200),
    ErrorAnswer(404, 'No hay una publicación con ese identificador.', community.POST_NOT_FOUND),
    Header('Cache-Control', 'no-store'),
  );

/**
 * What admins use (the /moderacion page): the community posts waiting for review, with the
 * parent's e-mail, and the contact messages. Visitors get 401, families 403 (AdminGuard).
 * Answers carry personal data: never cached.
 */
@Controller('api')
@UseGuards(AdminGuard)
export class ModerationController {
  constructor(
    private readonly community: CommunityService,
    private readonly contact: ContactService,
    private readonly images: CommunityImagesService,
  ) {}

  /** `?status=pending` (default; oldest first) | `approved` | `rejected` (last reviewed first); `?page=`. */
  @Get('community/moderation')
  @Header('Cache-Control', 'no-store')
  async communityPosts(@Query() query: CommunityModerationQuery): Promise<Page<ModerationCommunityPost>> {
    const page = pageNumber(query);
    const { items, total } = await this.community.listForModeration(query.status ?? 'pending', pageWindow(page));
    return toPage(items, total, page);
  }

  @Post('community/:id/approve')
  @ReviewAnswer()
  approve(@Param() params: CommunityPostParams, @CurrentSession() session: SessionClaims): Promise<CommunityReviewResponse> {
    return this.review(params.id, 'approve', session);
  }

  @Post('community/:id/reject')
  @ReviewAnswer()
  reject(@Param() params: CommunityPostParams, @CurrentSession() session: SessionClaims): Promise<CommunityReviewResponse> {
    return this.review(params.id, 'reject', session);
  }

  /** The photo of a post under review (or any post): for moderators only, never kept by a cache. */
  @Get('community/moderation/images/:id')
  @FileAnswer(COMMUNITY_IMAGE_OUTPUT_TYPE, 'La foto de una publicación, aprobada o no, para revisarla.')
  @ErrorAnswer(404, 'No hay una foto con ese identificador dada a una publicación.', community.IMAGE_NOT_FOUND)
  async communityImage(@Param() params: CommunityImageParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const id = params.id.toLowerCase();
    return sendImage(reply, id, await this.images.moderationImage(id), PRIVATE_CACHE_CONTROL);
  }

  /** Newest first; `?page=`. */
  @Get('contact/messages')
  @Header('Cache-Control', 'no-store')
  async contactMessages(@Query() query: PageQuery): Promise<Page<ContactMessage>> {
    const page = pageNumber(query);
    const { items, total } = await this.contact.list(pageWindow(page));
    return toPage(items, total, page);
  }

  private async review(id: string, action: ReviewAction, session: SessionClaims): Promise<CommunityReviewResponse> {
    const { post, changed } = await this.community.review(id.toLowerCase(), action, session.sub);
    return { message: changed ? REVIEW_MESSAGES[action].changed : REVIEW_MESSAGES[action].unchanged, post };
  }
}
