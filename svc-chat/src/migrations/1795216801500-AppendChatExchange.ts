import { sqlMigration } from '@universo/service-kit';

/**
 * A reply row keeps the conversation's state after it (the engine's memory: the child's name,
 * the idea, the step of the business talk), so the next reply starts from it instead of replaying
 * every stored message of the child. Rows written before this have none: the engine replays.
 *
 * One round trip per chat message instead of six (BEGIN, lock, ownership read, two inserts,
 * COMMIT): the function runs them inside the statement's own transaction. The advisory lock makes
 * two first messages racing for one new conversation take turns, and each statement of a
 * plpgsql function takes a fresh snapshot, so the second sees the first's rows once it has the
 * lock. Two INSERTs, not one: each row gets its own clock_timestamp(), the reply after the message.
 * SECURITY INVOKER (the default): the service's runtime role needs no more than it already has.
 */
/** The function's signature (a later version replaces its body: 1795216801600). */
export const APPEND_EXCHANGE_SIGNATURE = `chat_append_exchange(
        p_session_id uuid, p_owner_key text, p_child_profile_id uuid, p_character_id varchar,
        p_message_id uuid, p_message text, p_reply_id uuid, p_reply text, p_state jsonb
      ) RETURNS boolean LANGUAGE plpgsql AS`;

/** The two rows the function writes, the message and then the reply. */
export const APPEND_EXCHANGE_ROWS = `        INSERT INTO chat_messages (id, session_id, owner_key, child_profile_id, character_id, message, is_user)
          VALUES (p_message_id, p_session_id, p_owner_key, p_child_profile_id, p_character_id, p_message, true);
        INSERT INTO chat_messages (id, session_id, owner_key, child_profile_id, character_id, message, is_user, state)
          VALUES (p_reply_id, p_session_id, p_owner_key, p_child_profile_id, p_character_id, p_reply, false, p_state);
        RETURN true;`;

export const AppendChatExchange1795216801500 = sqlMigration('AppendChatExchange1795216801500', {
  up: [
    `ALTER TABLE chat_messages ADD COLUMN state jsonb`,
    `
      CREATE FUNCTION ${APPEND_EXCHANGE_SIGNATURE} $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(p_session_id::text, 0));
        IF EXISTS (
          SELECT 1 FROM chat_messages
          WHERE session_id = p_session_id
            AND (owner_key <> p_owner_key OR child_profile_id IS DISTINCT FROM p_child_profile_id)
        ) THEN
          RETURN false;
        END IF;
${APPEND_EXCHANGE_ROWS}
      END
      $$`,
  ],
  down: [`DROP FUNCTION chat_append_exchange(uuid, text, uuid, varchar, uuid, text, uuid, text, jsonb)`, `ALTER TABLE chat_messages DROP COLUMN state`],
});
