-- Generated from the route table by packages/deploy/src/chart.ts (npm run chart). Do not edit.
\set ON_ERROR_STOP on

-- svc-auth
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

-- svc-content
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

-- svc-chat
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

-- svc-billing
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
