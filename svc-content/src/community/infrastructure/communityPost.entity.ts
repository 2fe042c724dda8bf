import type { CommunityPostStatus } from '../../apiShapes';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CommunityPostRecord } from '../domain/communityPostView';

@Entity({ name: 'community_posts' })
export class CommunityPostEntity implements CommunityPostRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  title: string;

  @Column({ type: 'varchar', length: 600 })
  description: string;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'child_age', type: 'smallint' })
  childAge: number;

  /** Personal data: only moderators ever see it (see domain/communityPostView). */
  @Column({ name: 'parent_email', type: 'varchar', length: 254 })
  parentEmail: string;

  /** Kept equal to status = 'approved' by a CHECK constraint (the spec's field). */
  @Column({ name: 'is_approved', type: 'boolean' })
  isApproved: boolean;

  @Column({ type: 'varchar', length: 16 })
  status: CommunityPostStatus;

  /** Of the submitted fields, to answer a repeated submission with the first one. */
  @Column({ type: 'char', length: 64, nullable: true, select: false })
  fingerprint: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The user id of the admin who approved or rejected it last. */
  @Column({ name: 'reviewed_by', type: 'varchar', length: 64, nullable: true })
  reviewedBy: string | null;
}
