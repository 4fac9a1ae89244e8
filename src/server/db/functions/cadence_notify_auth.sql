-- The session cache is emptied on every instance when a session ends or a person or organisation
-- changes: a statement trigger sends one `cadence_auth` notification (delivered at commit,
-- duplicates folded).
-- Cites: docs/decisions/0023-session-cache.md.
-- Migrations: 0024. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- cadence_notify_auth
CREATE OR REPLACE FUNCTION public.cadence_notify_auth()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('cadence_auth', TG_TABLE_NAME);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER organizations_notify_auth AFTER DELETE OR UPDATE OR TRUNCATE ON public.organizations FOR EACH STATEMENT EXECUTE FUNCTION cadence_notify_auth();
CREATE OR REPLACE TRIGGER sessions_notify_auth AFTER DELETE OR TRUNCATE ON public.sessions FOR EACH STATEMENT EXECUTE FUNCTION cadence_notify_auth();
CREATE OR REPLACE TRIGGER users_notify_auth AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION cadence_notify_auth();
