import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConsentRecord } from '@universo/contracts';
import { type EntityManager, Repository } from 'typeorm';
import type { ConsentToRecord } from './consentRules';
import { ConsentEntity } from './entities/consent.entity';

function toRecord(row: ConsentEntity): ConsentRecord {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    acceptedAt: row.acceptedAt.toISOString(),
    withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  };
}

@Injectable()
export class ConsentsService {
  constructor(@InjectRepository(ConsentEntity) private readonly consents: Repository<ConsentEntity>) {}

  /** Records consents inside the caller's transaction (registration: the user and its consents together). */
  async record(manager: EntityManager, userId: string, consents: ConsentToRecord[]): Promise<void> {
    await manager.getRepository(ConsentEntity).insert(consents.map((c) => ({ userId, ...c, withdrawnAt: null })));
  }

  async listFor(userId: string): Promise<ConsentRecord[]> {
    const rows = await this.consents.find({ where: { userId }, order: { acceptedAt: 'ASC', kind: 'ASC' } });
    return rows.map(toRecord);
  }
}
