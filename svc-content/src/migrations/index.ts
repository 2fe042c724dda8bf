import { CreateBooks1795216800000 } from './1795216800000-CreateBooks';
import { SeedBooks1795216800001 } from './1795216800001-SeedBooks';
import { CreateBlogArticles1795216800002 } from './1795216800002-CreateBlogArticles';
import { SeedBlogArticles1795216800003 } from './1795216800003-SeedBlogArticles';
import { AddChapterConversation1795216800100 } from './1795216800100-AddChapterConversation';
import { SeedChapterContent1795216800101 } from './1795216800101-SeedChapterContent';
import { SeedChapterNarration1795216800102 } from './1795216800102-SeedChapterNarration';
import { CreateCommunityPosts1795216800200 } from './1795216800200-CreateCommunityPosts';
import { SeedGalleryPosts1795216800201 } from './1795216800201-SeedGalleryPosts';
import { CreateContactMessages1795216800202 } from './1795216800202-CreateContactMessages';
import { CreateNewsletter1795216800203 } from './1795216800203-CreateNewsletter';
import { SyncBlogArticles1795216800204 } from './1795216800204-SyncBlogArticles';
import { CreateChildProfiles1795216800300 } from './1795216800300-CreateChildProfiles';
import { CreateProgressEvents1795216800301 } from './1795216800301-CreateProgressEvents';
import { AddExclusiveBlogArticles1795216800600 } from './1795216800600-AddExclusiveBlogArticles';
import { AddChildProfileIds1795216800500 } from './1795216800500-AddChildProfileIds';
import { CreateDrawings1795216800501 } from './1795216800501-CreateDrawings';
import { AddProgressCatalogueKey1795216800700 } from './1795216800700-AddProgressCatalogueKey';
import { ChildrenOfAFamily1795216800800 } from './1795216800800-ChildrenOfAFamily';
import { CreateMailOutbox1795216801300 } from '@universo/mailer';
import { MoveNewsletterOutbox1795216801301 } from './1795216801301-MoveNewsletterOutbox';
import { ChildChatConsents1795216801400 } from './1795216801400-ChildChatConsents';
import { CommunityImages1795216801500 } from './1795216801500-CommunityImages';
import { CreateGamePlays1795216801630 } from './1795216801630-CreateGamePlays';
import { CreateChildProjects1795216801700 } from './1795216801700-CreateChildProjects';
import { AddChapterIllustrations1795216801750 } from './1795216801750-AddChapterIllustrations';
import { SeedReadAlongNarration1795216801760 } from './1795216801760-SeedReadAlongNarration';

/** Every migration, in order. Listed (not globbed) so tsc, swc and Jest load them alike. */
export const migrations = [
  CreateBooks1795216800000,
  SeedBooks1795216800001,
  CreateBlogArticles1795216800002,
  SeedBlogArticles1795216800003,
  AddChapterConversation1795216800100,
  SeedChapterContent1795216800101,
  SeedChapterNarration1795216800102,
  CreateCommunityPosts1795216800200,
  SeedGalleryPosts1795216800201,
  CreateContactMessages1795216800202,
  CreateNewsletter1795216800203,
  SyncBlogArticles1795216800204,
  CreateChildProfiles1795216800300,
  CreateProgressEvents1795216800301,
  AddExclusiveBlogArticles1795216800600,
  AddChildProfileIds1795216800500,
  CreateDrawings1795216800501,
  AddProgressCatalogueKey1795216800700,
  ChildrenOfAFamily1795216800800,
  CreateMailOutbox1795216801300,
  MoveNewsletterOutbox1795216801301,
  ChildChatConsents1795216801400,
  CommunityImages1795216801500,
  CreateGamePlays1795216801630,
  CreateChildProjects1795216801700,
  AddChapterIllustrations1795216801750,
  SeedReadAlongNarration1795216801760,
];
