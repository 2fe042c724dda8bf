import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** How long an accepted signature is remembered: well past the five minutes a signature is valid either way. */
export const SIGNATURE_MEMORY_MS = 60 * 60 * 1000;

export type SignatureClaim = { kind: 'new' } | { kind: 'seen'; eventId: string };

/** The signatures of accepted payment notifications (notification_signatures), against replays. */
@Injectable()
export class NotificationSignatures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records a signature before its notification is processed. Atomic: of two deliveries of the
   * same signature at once, one gets `new`, the other `seen` with the first one's event id.
   */
  async claim(provider: string, signature: string, eventId: string, now: Date): Promise<SignatureClaim> {
    await this.dataSource.query(`DELETE FROM notification_signatures WHERE received_at < $1`, [new Date(now.getTime() - SIGNATURE_MEMORY_MS)]);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO notification_signatures (provider, signature, event_id, received_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, signature) DO NOTHING RETURNING 1`,
      [provider, signature, eventId, now],
    );
    if (inserted.length > 0) return { kind: 'new' };
    const [seen] = (await this.dataSource.query(`SELECT event_id FROM notification_signatures WHERE provider = $1 AND signature = $2`, [
      provider,
      signature,
    ])) as {
      event_id: string;
    }[];
    // Deleted in between (released after a failure): the provider's retry may go on.
    return seen ? { kind: 'seen', eventId: seen.event_id } : { kind: 'new' };
  }

  /** Forgets a claim whose processing failed, so the provider's retry of that delivery is accepted. */
  async release(provider: string, signature: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM notification_signatures WHERE provider = $1 AND signature = $2`, [provider, signature]);
  }
}
