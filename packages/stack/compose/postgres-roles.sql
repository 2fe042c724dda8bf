-- Generated from the route table by packages/stack/src/compose.ts. Do not edit:
--   npx tsx packages/stack/src/compose.ts --roles > packages/stack/compose/postgres-roles.sql
-- Run by the db-roles container: psql -f this file, as the postgres superuser.
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
\connect francesca_auth
ALTER SCHEMA public OWNER TO francesca_auth_owner;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO francesca_auth_app;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND pg_get_userbyid(c.relowner) <> 'francesca_auth_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
       LOOP
         EXECUTE format('ALTER %s public.%I OWNER TO francesca_auth_owner', CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, item.relname);
       END LOOP;
     END $$;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> 'francesca_auth_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER ROUTINE %s OWNER TO francesca_auth_owner', item.signature);
       END LOOP;
       FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> 'francesca_auth_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER TYPE public.%I OWNER TO francesca_auth_owner', item.typname);
       END LOOP;
     END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO francesca_auth_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO francesca_auth_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_auth_owner IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO francesca_auth_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_auth_owner IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO francesca_auth_app;
DO $$ BEGIN IF to_regclass('public.migrations') IS NOT NULL THEN REVOKE ALL ON TABLE public.migrations FROM francesca_auth_app; END IF; END $$;
\connect postgres

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
\connect francesca_content
ALTER SCHEMA public OWNER TO francesca_content_owner;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO francesca_content_app;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND pg_get_userbyid(c.relowner) <> 'francesca_content_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
       LOOP
         EXECUTE format('ALTER %s public.%I OWNER TO francesca_content_owner', CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, item.relname);
       END LOOP;
     END $$;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> 'francesca_content_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER ROUTINE %s OWNER TO francesca_content_owner', item.signature);
       END LOOP;
       FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> 'francesca_content_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER TYPE public.%I OWNER TO francesca_content_owner', item.typname);
       END LOOP;
     END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO francesca_content_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO francesca_content_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_content_owner IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO francesca_content_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_content_owner IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO francesca_content_app;
DO $$ BEGIN IF to_regclass('public.migrations') IS NOT NULL THEN REVOKE ALL ON TABLE public.migrations FROM francesca_content_app; END IF; END $$;
\connect postgres

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
\connect francesca_chat
ALTER SCHEMA public OWNER TO francesca_chat_owner;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO francesca_chat_app;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND pg_get_userbyid(c.relowner) <> 'francesca_chat_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
       LOOP
         EXECUTE format('ALTER %s public.%I OWNER TO francesca_chat_owner', CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, item.relname);
       END LOOP;
     END $$;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> 'francesca_chat_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER ROUTINE %s OWNER TO francesca_chat_owner', item.signature);
       END LOOP;
       FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> 'francesca_chat_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER TYPE public.%I OWNER TO francesca_chat_owner', item.typname);
       END LOOP;
     END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO francesca_chat_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO francesca_chat_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_chat_owner IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO francesca_chat_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_chat_owner IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO francesca_chat_app;
DO $$ BEGIN IF to_regclass('public.migrations') IS NOT NULL THEN REVOKE ALL ON TABLE public.migrations FROM francesca_chat_app; END IF; END $$;
\connect postgres

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
\connect francesca_billing
ALTER SCHEMA public OWNER TO francesca_billing_owner;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO francesca_billing_app;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND pg_get_userbyid(c.relowner) <> 'francesca_billing_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
       LOOP
         EXECUTE format('ALTER %s public.%I OWNER TO francesca_billing_owner', CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, item.relname);
       END LOOP;
     END $$;
DO $$ DECLARE item record; BEGIN
       FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> 'francesca_billing_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER ROUTINE %s OWNER TO francesca_billing_owner', item.signature);
       END LOOP;
       FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
                   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> 'francesca_billing_owner'
                     AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
       LOOP
         EXECUTE format('ALTER TYPE public.%I OWNER TO francesca_billing_owner', item.typname);
       END LOOP;
     END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO francesca_billing_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO francesca_billing_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_billing_owner IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO francesca_billing_app;
ALTER DEFAULT PRIVILEGES FOR ROLE francesca_billing_owner IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO francesca_billing_app;
DO $$ BEGIN IF to_regclass('public.migrations') IS NOT NULL THEN REVOKE ALL ON TABLE public.migrations FROM francesca_billing_app; END IF; END $$;
\connect postgres
