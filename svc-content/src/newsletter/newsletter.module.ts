import { Module } from '@nestjs/common';
import { PublicWritesModule } from '../publicWrites/publicWriteLimits';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [PublicWritesModule],
  controllers: [NewsletterController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
