import { CREATED_AT, createTableSql, sqlMigration } from '@universo/service-kit';

export const CreateBlogArticles1795216800002 = sqlMigration('CreateBlogArticles1795216800002', {
  up: [
    createTableSql('blog_articles', [
      'id serial PRIMARY KEY',
      'slug varchar(160) NOT NULL UNIQUE',
      'title varchar(200) NOT NULL',
      'excerpt text NOT NULL',
      'content text NOT NULL',
      'image_url varchar(500)',
      'author varchar(120) NOT NULL',
      'read_time integer NOT NULL CHECK (read_time > 0)',
      'is_published boolean NOT NULL DEFAULT false',
      CREATED_AT,
    ]),
    `CREATE INDEX blog_articles_published_idx ON blog_articles (created_at DESC, id DESC) WHERE is_published`,
  ],
  down: [`DROP TABLE blog_articles`],
});
