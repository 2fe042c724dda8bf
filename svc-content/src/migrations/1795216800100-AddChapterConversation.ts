import { sqlMigration } from '@universo/service-kit';

/** The conversation block as structured lines; the `character` column keeps its plain-text form. */
export const AddChapterConversation1795216800100 = sqlMigration('AddChapterConversation1795216800100', {
  up: [`ALTER TABLE chapters ADD COLUMN conversation jsonb`],
  down: [`ALTER TABLE chapters DROP COLUMN conversation`],
});
