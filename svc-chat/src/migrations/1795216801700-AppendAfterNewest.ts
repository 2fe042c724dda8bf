import { sqlMigration } from '@universo/service-kit';
import { APPEND_EXCHANGE_ROWS } from './1795216801500-AppendChatExchange';

/**
 * The exchange is stored only if the conversation's newest message is still the one the reply
 * was composed after (`p_after`, NULL for a conversation that had none). A replica that answered
 * from the copy it keeps in memory learns this way, in the same round trip, that another replica,
 * a second tab or an erasure changed the conversation meanwhile (`stale`, nothing stored); it then
 * reads the conversation again. `not_owner`: the conversation is someone else's (as the first
 * version's false). The newest row is found as the chat reads it (a reply sorts after its message).
 *
 * chat_append_exchange stays: during a rolling update the replicas of the previous version still
 * call it, and their writes change the newest row, which this check sees.
 */
const SIGNATURE = `chat_append_exchange_after(
        p_after uuid, p_session_id uuid, p_owner_key text, p_child_profile_id uuid, p_character_id varchar,
        p_message_id uuid, p_message text, p_reply_id uuid, p_reply text, p_state jsonb
      )`;

export const AppendAfterNewest1795216801700 = sqlMigration('AppendAfterNewest1795216801700', {
  up: [
    `
      CREATE FUNCTION ${SIGNATURE} RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        newest RECORD;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(p_session_id::text, 0));
        SELECT id, owner_key, child_profile_id INTO newest FROM chat_messages
          WHERE session_id = p_session_id ORDER BY created_at DESC, is_user ASC LIMIT 1;
        IF FOUND AND (newest.owner_key <> p_owner_key OR newest.child_profile_id IS DISTINCT FROM p_child_profile_id) THEN
          RETURN 'not_owner';
        END IF;
        IF (CASE WHEN FOUND THEN newest.id IS DISTINCT FROM p_after ELSE p_after IS NOT NULL END) THEN
          RETURN 'stale';
        END IF;
${APPEND_EXCHANGE_ROWS.replace('RETURN true;', "RETURN 'stored';")}
      END
      $$`,
  ],
  down: [`DROP FUNCTION chat_append_exchange_after(uuid, uuid, text, uuid, varchar, uuid, text, uuid, text, jsonb)`],
});
