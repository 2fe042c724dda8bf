import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { runExclusively, ScheduledRetention, SERVICE_CONFIG } from '@universo/service-kit';
import type { DataSource } from 'typeorm';
import type { ContentConfig } from '../config';
import { unattachedImageCutoff } from './domain/communityImageRules';
import { CommunityImagesRepository } from './infrastructure/communityImages.repository';

/**
 * Deletes gallery photos that no post took within 24 hours of their upload (a form left
 * unsent), on a schedule (RETENTION_INTERVAL_SECONDS). One replica sweeps at a time. A post's
 * photo is deleted with the post (a foreign key), not here.
 */
@Injectable()
export class CommunityImageRetention extends ScheduledRetention {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: CommunityImagesRepository,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    super('fotos de la galería sin publicar', config.RETENTION_INTERVAL_SECONDS, () => new Date());
  }

  /** One sweep; how many uploads it deleted (0 when another replica was sweeping). */
  async sweep(now: Date = this.clock()): Promise<number> {
    const outcome = await runExclusively(this.dataSource, 'svc-content:retention:community-images', (manager) =>
      this.images.deleteUnattached(manager, unattachedImageCutoff(now)),
    );
    return outcome.ran ? outcome.result : 0;
  }
}
