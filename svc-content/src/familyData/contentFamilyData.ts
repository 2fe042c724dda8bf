import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { forgetRecipient } from '@universo/mailer';
import type { FamilyDataPart, FamilyOwner } from '@universo/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

type Rows = Record<string, unknown>[];

/**
 * svc-content's part of a family's data: the child profiles and what each child did (progress, their business,
 * drawings), and what the adult sent with the account's e-mail (community posts and their
 * photos, contact messages, the newsletter and the mails queued to that address). A photo uploaded
 * while logged in is the family's even before a post takes it.
 */
@Injectable()
export class ContentFamilyData implements FamilyDataPart {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(owner: FamilyOwner): Promise<Record<string, unknown>> {
    const q = (sql: string, params: unknown[]) => this.dataSource.query(sql, params) as Promise<Rows>;
    const families = (await this.tableExists(this.dataSource.manager, 'families')) ? await q('SELECT * FROM families WHERE user_id = $1', [owner.userId]) : [];
    return {
      family: families[0] ?? null,
      children: await q('SELECT * FROM child_profiles WHERE user_id = $1 ORDER BY created_at', [owner.userId]),
      chatConsents: await q('SELECT * FROM child_chat_consents WHERE user_id = $1 ORDER BY granted_at, id', [owner.userId]),
      progress: await q('SELECT * FROM progress_events WHERE user_id = $1 ORDER BY occurred_at, id', [owner.userId]),
      gamePlays: (await this.tableExists(this.dataSource.manager, 'game_plays'))
        ? await q('SELECT * FROM game_plays WHERE user_id = $1 ORDER BY dealt_at, id', [owner.userId])
        : [],
      projects: (await this.tableExists(this.dataSource.manager, 'child_projects'))
        ? await q('SELECT * FROM child_projects WHERE user_id = $1 ORDER BY created_at, child_profile_id', [owner.userId])
        : [],
      drawings: await q(
        `SELECT id, child_profile_id, width, height, byte_size, created_at, 'image/png' AS media_type, encode(png, 'base64') AS png_base64
           FROM drawings WHERE owner_user_id = $1 ORDER BY created_at`,
        [owner.userId],
      ),
      communityPosts: await q(
        `SELECT id, title, description, image_url, child_age, parent_email, status, created_at, reviewed_at
           FROM community_posts WHERE lower(parent_email) = $1 ORDER BY created_at`,
        [owner.email],
      ),
      communityImages: await q(
        `SELECT i.id, i.post_id, i.media_type, i.width, i.height, i.byte_size, i.created_at, i.attached_at,
                encode(i.image, 'base64') AS image_base64
           FROM community_images i LEFT JOIN community_posts p ON p.id = i.post_id
          WHERE lower(p.parent_email) = $1 OR i.uploader_user_id = $2
          ORDER BY i.created_at, i.id`,
        [owner.email, owner.userId],
      ),
      contactMessages: await q('SELECT id, name, email, subject, message, created_at FROM contact_messages WHERE lower(email) = $1 ORDER BY created_at', [
        owner.email,
      ]),
      newsletter: await q(`SELECT email, status, created_at, confirmed_at, unsubscribed_at FROM newsletter_subscriptions WHERE email = $1`, [owner.email]),
      emails: await q('SELECT kind, to_address, subject, created_at, sent_at FROM mail_outbox WHERE to_address = $1 ORDER BY created_at', [owner.email]),
    };
  }

  async erase(owner: FamilyOwner): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM drawings WHERE owner_user_id = $1', [owner.userId]);
      await manager.query('DELETE FROM progress_events WHERE user_id = $1', [owner.userId]);
      if (await this.tableExists(manager, 'game_plays')) await manager.query('DELETE FROM game_plays WHERE user_id = $1', [owner.userId]);
      if (await this.tableExists(manager, 'child_projects')) await manager.query('DELETE FROM child_projects WHERE user_id = $1', [owner.userId]);
      await manager.query('DELETE FROM child_chat_consents WHERE user_id = $1', [owner.userId]);
      if (await this.tableExists(manager, 'families')) await manager.query('DELETE FROM families WHERE user_id = $1', [owner.userId]);
      await manager.query('DELETE FROM child_profiles WHERE user_id = $1', [owner.userId]);
      // A post's photo goes with the post (a foreign key); the family's uploads no post took, here.
      await manager.query('DELETE FROM community_images WHERE uploader_user_id = $1', [owner.userId]);
      await manager.query('DELETE FROM community_posts WHERE lower(parent_email) = $1', [owner.email]);
      await manager.query('DELETE FROM contact_messages WHERE lower(email) = $1', [owner.email]);
      await manager.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [owner.email]);
      await forgetRecipient(manager, owner.email);
    });
  }

  async eraseChild(owner: FamilyOwner, childId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM drawings WHERE owner_user_id = $1 AND child_profile_id = $2', [owner.userId, childId]);
      if (await this.columnExists(manager, 'progress_events', 'child_profile_id')) {
        await manager.query('DELETE FROM progress_events WHERE user_id = $1 AND child_profile_id = $2', [owner.userId, childId]);
      }
      if (await this.tableExists(manager, 'game_plays')) {
        await manager.query('DELETE FROM game_plays WHERE user_id = $1 AND child_profile_id = $2', [owner.userId, childId]);
      }
      if (await this.tableExists(manager, 'child_projects')) {
        await manager.query('DELETE FROM child_projects WHERE user_id = $1 AND child_profile_id = $2', [owner.userId, childId]);
      }
      await manager.query('DELETE FROM child_profiles WHERE user_id = $1 AND id = $2', [owner.userId, childId]);
    });
  }

  // The families table and per-child progress arrive with the several-children work; until then
  // a family is one child profile keyed by the account.
  private async tableExists(manager: EntityManager, table: string): Promise<boolean> {
    const [row] = (await manager.query('SELECT to_regclass($1) IS NOT NULL AS found', [table])) as { found: boolean }[];
    return row?.found === true;
  }

  private async columnExists(manager: EntityManager, table: string, column: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
      [table, column],
    )) as unknown[];
    return rows.length > 0;
  }
}
