import { type DynamicModule, Module } from '@nestjs/common';
import { MailerModule } from '@universo/mailer';
import { FamilyDataModule, ServiceKitModule } from '@universo/service-kit';
import { AxxonDemoModule } from './axxon-demo/axxonDemo.module';
import { BlogModule } from './blog/blog.module';
import { BlogArticleEntity } from './blog/infrastructure/blogArticle.entity';
import { BooksModule } from './books/books.module';
import { BookEntity } from './books/infrastructure/book.entity';
import { ChapterEntity } from './books/infrastructure/chapter.entity';
import { CommunityModule } from './community/community.module';
import { CommunityPostEntity } from './community/infrastructure/communityPost.entity';
import { ContactModule } from './contact/contact.module';
import { ContactMessageEntity } from './contact/infrastructure/contactMessage.entity';
import { ContentConfig } from './config';
import { DrawingsModule } from './drawings/drawings.module';
import { ContentFamilyData } from './familyData/contentFamilyData';
import { GeneratorModule } from './generator/generator.module';
import { LearningModule } from './learning/learning.module';
import { MagicZoneModule } from './magic-zone/magicZone.module';
import { migrations } from './migrations';
import { ModerationModule } from './moderation/moderation.module';
import { NewsletterSubscriptionEntity } from './newsletter/infrastructure/newsletterSubscription.entity';
import { NewsletterModule } from './newsletter/newsletter.module';
import { ChildProjectsModule } from './project/childProjects.module';
import { SpeechModule } from './speech/speech.module';

@Module({})
export class AppModule {}

export function appModule(config: ContentConfig): DynamicModule {
  return {
    module: AppModule,
    imports: [
      ServiceKitModule.forRoot({
        name: 'content',
        config,
        entities: [BookEntity, ChapterEntity, BlogArticleEntity, CommunityPostEntity, ContactMessageEntity, NewsletterSubscriptionEntity],
        migrations,
      }),
      MailerModule.forRoot(),
      BooksModule,
      BlogModule,
      CommunityModule,
      ContactModule,
      NewsletterModule,
      ModerationModule,
      LearningModule,
      ChildProjectsModule,
      MagicZoneModule,
      AxxonDemoModule,
      GeneratorModule,
      DrawingsModule,
      SpeechModule,
      FamilyDataModule.register(ContentFamilyData),
    ],
  };
}
