import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { CommunityPost, CommunityPostStatus, CommunityPostSubmitted, ModerationCommunityPost } from '../apiShapes';
import { DataSource, Repository } from 'typeorm';
import { storeSubmissionOnce, submissionFingerprint } from '../publicWrites/duplicateSubmission';
import { IMAGE_NOT_AVAILABLE, POST_NOT_FOUND, POST_RECEIVED } from './community.messages';
import { normalizedImageUrl, unattachedImageCutoff, uploadedImageIdOf } from './domain/communityImageRules';
import { toModerationCommunityPost, toPublicCommunityPost } from './domain/communityPostView';
import { type ReviewAction, reviewTransition } from './domain/review';
import type { CreateCommunityPostDto } from './dto/createCommunityPost.dto';
import { CommunityImagesRepository } from './infrastructure/communityImages.repository';
import { CommunityPostEntity } from './infrastructure/communityPost.entity';

/** The gallery shows at most this many of the newest approved posts. */
export const GALLERY_SIZE = 60;

@Injectable()
export class CommunityService {
  constructor(
    @InjectRepository(CommunityPostEntity) private readonly posts: Repository<CommunityPostEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: CommunityImagesRepository,
  ) {}

  /** Approved posts, newest first, in their public shape only. */
  async listApproved(): Promise<CommunityPost[]> {
    const rows = await this.posts.find({ where: { status: 'approved' }, order: { createdAt: 'DESC', id: 'DESC' }, take: GALLERY_SIZE });
    return rows.map(toPublicCommunityPost);
  }

  /**
   * Stores a submitted post for review. The same post sent again within the duplicate window
   * (a double click, a retry) answers with the first one instead of storing a copy. A photo
   * (uploaded first to /api/community/images) is given to the post in the same transaction: one
   * no post has taken, uploaded within the last 24 hours; otherwise 400 and nothing is stored.
   */
  async submit(dto: CreateCommunityPostDto): Promise<CommunityPostSubmitted> {
    const imageUrl = normalizedImageUrl(dto.imageUrl);
    const fingerprint = submissionFingerprint([dto.parentEmail, dto.title, dto.description, String(dto.childAge), imageUrl ?? '']);
    const id = await storeSubmissionOnce(this.dataSource, 'community_posts', fingerprint, async (manager) => {
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO community_posts (title, description, image_url, child_age, parent_email, is_approved, status, fingerprint)
         VALUES ($1, $2, $3, $4, $5, false, 'pending', $6) RETURNING id`,
        [dto.title, dto.description, imageUrl, dto.childAge, dto.parentEmail, fingerprint],
      );
      const imageId = imageUrl ? uploadedImageIdOf(imageUrl) : null;
      if (imageId && !(await this.images.attach(manager, imageId, row!.id, unattachedImageCutoff(new Date())))) {
        throw new BadRequestException(IMAGE_NOT_AVAILABLE);
      }
      return row!.id;
    });
    return { id, status: 'pending', message: POST_RECEIVED };
  }

  /** For moderators: posts of one status (pending ones oldest first, as a queue; others by last review). */
  async listForModeration(status: CommunityPostStatus, page: { offset: number; limit: number }): Promise<{ items: ModerationCommunityPost[]; total: number }> {
    const order = status === 'pending' ? ({ createdAt: 'ASC', id: 'ASC' } as const) : ({ reviewedAt: 'DESC', createdAt: 'DESC', id: 'DESC' } as const);
    const [rows, total] = await this.posts.findAndCount({ where: { status }, order, skip: page.offset, take: page.limit });
    return { items: rows.map(toModerationCommunityPost), total };
  }

  /** Approves or rejects a post; repeating the same decision changes nothing (see reviewTransition). */
  async review(id: string, action: ReviewAction, adminId: string): Promise<{ post: ModerationCommunityPost; changed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const post = await manager.findOne(CommunityPostEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!post) throw new NotFoundException(POST_NOT_FOUND);
      const { next, changed } = reviewTransition(post.status, action);
      if (changed) {
        post.status = next;
        post.isApproved = next === 'approved';
        post.reviewedAt = new Date();
        post.reviewedBy = adminId.slice(0, 64);
        await manager.update(
          CommunityPostEntity,
          { id },
          { status: post.status, isApproved: post.isApproved, reviewedAt: post.reviewedAt, reviewedBy: post.reviewedBy },
        );
      }
      return { post: toModerationCommunityPost(post), changed };
    });
  }
}
