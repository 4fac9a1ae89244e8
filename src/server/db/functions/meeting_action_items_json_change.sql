-- meetings.action_items_json: each meeting's action items as GET /api/meetings sends them, [id,
-- description, status, stuck_reason, completed_at, stuck_at, owner_id, due_date] in position order
-- (null when none), rebuilt for the meetings whose items a statement wrote; instants in
-- toISOString form (src/server/db/iso-timestamp.ts).
-- Cites: docs/decisions/0025-list-statement-planned-once.md; docs/decisions/0032-action-item-
-- owner-due.md.
-- Migrations: 0034, 0043. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- meeting_action_items_json_change
CREATE OR REPLACE FUNCTION public.meeting_action_items_json_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT meeting_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT meeting_id FROM old_rows'
    ELSE 'SELECT meeting_id FROM old_rows UNION SELECT meeting_id FROM new_rows' END;
BEGIN
  EXECUTE format($sql$
  UPDATE meetings m SET action_items_json = (
    SELECT json_agg(json_build_array(a.id, a.description, a.status, a.stuck_reason,
      to_char(a.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_char(a.stuck_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      a.owner_id, to_char(a.due_date, 'YYYY-MM-DD'))
      ORDER BY a.position, a.id)
    FROM action_items a WHERE a.meeting_id = m.id)
  WHERE m.id IN (%s)
  $sql$, source);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER meeting_action_items_json_delete AFTER DELETE ON public.action_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_action_items_json_change();
CREATE OR REPLACE TRIGGER meeting_action_items_json_insert AFTER INSERT ON public.action_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_action_items_json_change();
CREATE OR REPLACE TRIGGER meeting_action_items_json_update AFTER UPDATE ON public.action_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_action_items_json_change();
