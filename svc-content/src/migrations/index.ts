import { CreateBooks1795216800000 } from './1795216800000-CreateBooks';
import { SeedBooks1795216800001 } from './1795216800001-SeedBooks';
import { CreateBlogArticles1795216800002 } from './1795216800002-CreateBlogArticles';
import { SeedBlogArticles1795216800003 } from './1795216800003-SeedBlogArticles';

/** Every migration, in order. Listed (not globbed) so tsc, swc and Jest load them alike. */
export const migrations = [CreateBooks1795216800000, SeedBooks1795216800001, CreateBlogArticles1795216800002, SeedBlogArticles1795216800003];
