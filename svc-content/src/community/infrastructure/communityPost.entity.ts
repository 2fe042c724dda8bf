import { BooleanColumn, CharColumn, SmallintColumn, TimestampColumn, UuidKey, VarcharColumn } from '@universo/service-kit';
import type { CommunityPostStatus } from '../../apiShapes';
import { Entity } from 'typeorm';
import type { CommunityPostRecord } from '../domain/communityPostView';

@Entity('community_posts')
export class CommunityPostEntity implements CommunityPostRecord {
  @UuidKey()
  id: string;

  @VarcharColumn(80)
  title: string;

  @VarcharColumn(600)
  description: string;

  @VarcharColumn(500, { name: 'image_url', nullable: true })
  imageUrl: string | null;

  @SmallintColumn({ name: 'child_age' })
  childAge: number;

  /** Personal data: only moderators ever see it (see domain/communityPostView). */
  @VarcharColumn(254, { name: 'parent_email' })
  parentEmail: string;

  /** Kept equal to status = 'approved' by a CHECK constraint (the spec's field). */
  @BooleanColumn({ name: 'is_approved' })
  isApproved: boolean;

  @VarcharColumn(16)
  status: CommunityPostStatus;

  /** Of the submitted fields, to answer a repeated submission with the first one. */
  @CharColumn(64, { nullable: true, select: false })
  fingerprint: string | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'reviewed_at', nullable: true })
  reviewedAt: Date | null;

  /** The user id of the admin who approved or rejected it last. */
  @VarcharColumn(64, { name: 'reviewed_by', nullable: true })
  reviewedBy: string | null;
}
