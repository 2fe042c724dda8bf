import { sqlMigration } from '@universo/service-kit';
import { APPEND_EXCHANGE_ROWS, APPEND_EXCHANGE_SIGNATURE } from './1795216801500-AppendChatExchange';

/** The ownership check of the first version: every row of the conversation is read. */
const CHECK_EVERY_ROW = `
          SELECT 1 FROM chat_messages
          WHERE session_id = p_session_id
            AND (owner_key <> p_owner_key OR child_profile_id IS DISTINCT FROM p_child_profile_id)`;

/**
 * Every row of a conversation is written by this function after this same check, under the
 * conversation's lock, so all its rows share one owner and its newest row stands for all of them
 * (one index probe instead of reading the whole conversation, which grew with every message).
 */
const CHECK_NEWEST_ROW = `
          SELECT 1 FROM (
            SELECT owner_key, child_profile_id FROM chat_messages
            WHERE session_id = p_session_id ORDER BY created_at DESC LIMIT 1
          ) newest
          WHERE newest.owner_key <> p_owner_key OR newest.child_profile_id IS DISTINCT FROM p_child_profile_id`;

function appendExchange(ownershipCheck: string): string {
  return `
      CREATE OR REPLACE FUNCTION ${APPEND_EXCHANGE_SIGNATURE} $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(p_session_id::text, 0));
        IF EXISTS (${ownershipCheck}
        ) THEN
          RETURN false;
        END IF;
${APPEND_EXCHANGE_ROWS}
      END
      $$`;
}

export const AppendChecksNewestRow1795216801600 = sqlMigration('AppendChecksNewestRow1795216801600', {
  up: [appendExchange(CHECK_NEWEST_ROW)],
  down: [appendExchange(CHECK_EVERY_ROW)],
});
