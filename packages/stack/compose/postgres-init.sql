-- Generated from the route table by packages/stack/src/compose.ts. Do not edit:
--   npx tsx packages/stack/src/compose.ts > packages/stack/compose/postgres-init.sql
-- One database per service; the postgres image runs this once, on an empty volume.
CREATE DATABASE francesca_auth;
CREATE DATABASE francesca_content;
CREATE DATABASE francesca_chat;
CREATE DATABASE francesca_billing;
