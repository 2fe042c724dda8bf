-- Generated from the route table by packages/stack/src/compose.ts. Do not edit:
--   npx tsx packages/stack/src/compose.ts --roles > packages/stack/compose/postgres-roles.sql
-- Run by the db-roles container: psql -f this file, as the postgres superuser, with deploy/helm/universo/generated/postgres-grants.sql beside it as grants.sql.
\set ON_ERROR_STOP on

-- svc-auth
\getenv francesca_auth_owner_password AUTH_DB_OWNER_PASSWORD
\getenv francesca_auth_app_password AUTH_DB_PASSWORD
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_auth_owner') THEN CREATE ROLE francesca_auth_owner; END IF; END $$;
ALTER ROLE francesca_auth_owner WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_auth_owner_password';
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_auth_app') THEN CREATE ROLE francesca_auth_app; END IF; END $$;
ALTER ROLE francesca_auth_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_auth_app_password';
ALTER DATABASE francesca_auth OWNER TO francesca_auth_owner;
REVOKE ALL ON DATABASE francesca_auth FROM PUBLIC;
GRANT CONNECT ON DATABASE francesca_auth TO francesca_auth_app;

-- svc-content
\getenv francesca_content_owner_password CONTENT_DB_OWNER_PASSWORD
\getenv francesca_content_app_password CONTENT_DB_PASSWORD
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_content_owner') THEN CREATE ROLE francesca_content_owner; END IF; END $$;
ALTER ROLE francesca_content_owner WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_content_owner_password';
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_content_app') THEN CREATE ROLE francesca_content_app; END IF; END $$;
ALTER ROLE francesca_content_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_content_app_password';
ALTER DATABASE francesca_content OWNER TO francesca_content_owner;
REVOKE ALL ON DATABASE francesca_content FROM PUBLIC;
GRANT CONNECT ON DATABASE francesca_content TO francesca_content_app;

-- svc-chat
\getenv francesca_chat_owner_password CHAT_DB_OWNER_PASSWORD
\getenv francesca_chat_app_password CHAT_DB_PASSWORD
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_chat_owner') THEN CREATE ROLE francesca_chat_owner; END IF; END $$;
ALTER ROLE francesca_chat_owner WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_chat_owner_password';
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_chat_app') THEN CREATE ROLE francesca_chat_app; END IF; END $$;
ALTER ROLE francesca_chat_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_chat_app_password';
ALTER DATABASE francesca_chat OWNER TO francesca_chat_owner;
REVOKE ALL ON DATABASE francesca_chat FROM PUBLIC;
GRANT CONNECT ON DATABASE francesca_chat TO francesca_chat_app;

-- svc-billing
\getenv francesca_billing_owner_password BILLING_DB_OWNER_PASSWORD
\getenv francesca_billing_app_password BILLING_DB_PASSWORD
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_billing_owner') THEN CREATE ROLE francesca_billing_owner; END IF; END $$;
ALTER ROLE francesca_billing_owner WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_billing_owner_password';
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'francesca_billing_app') THEN CREATE ROLE francesca_billing_app; END IF; END $$;
ALTER ROLE francesca_billing_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'francesca_billing_app_password';
ALTER DATABASE francesca_billing OWNER TO francesca_billing_owner;
REVOKE ALL ON DATABASE francesca_billing FROM PUBLIC;
GRANT CONNECT ON DATABASE francesca_billing TO francesca_billing_app;

-- Inside each database: who may do what (the same file as the chart).
\ir grants.sql
