-- The audit trail is append-only: no statement edits an event (retention and an organisation's
-- removal delete whole events, which the chain's anchor accounts for).
-- Cites: docs/decisions/0037-audit-trail.md.
-- Migrations: 0045. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- audit_events_append_only
CREATE OR REPLACE FUNCTION public.audit_events_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'audit events are append-only';
END $function$;

CREATE OR REPLACE TRIGGER audit_events_no_update BEFORE UPDATE ON public.audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
