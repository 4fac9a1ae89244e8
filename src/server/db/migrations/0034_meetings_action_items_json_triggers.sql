-- meetings.action_items_json (docs/decisions/0025-list-statement-planned-once.md): each
-- meeting's action items as GET /api/meetings sends them, kept equal to action_items by
-- statement triggers with transition tables, in the transaction of the write, like the figures
-- of migrations 0016 and 0020. One function for the three events: the meetings whose items
-- were inserted, updated or deleted get their array rebuilt from their items (null when none
-- are left). A meeting deleted with its items (the foreign key's cascade) is gone by then and
-- matches no row. Every write path of action_items locks the meeting's row first (an update of
-- the meeting, or its insert), so this update of it adds no lock order of its own. The
-- timestamps are written as the API writes instants (Date.prototype.toISOString), the pattern
-- of src/server/db/iso-timestamp.ts, so the list sends them on without parsing them.
CREATE FUNCTION meeting_action_items_json_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
      to_char(a.stuck_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      ORDER BY a.position, a.id)
    FROM action_items a WHERE a.meeting_id = m.id)
  WHERE m.id IN (%s)
  $sql$, source);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meeting_action_items_json_insert AFTER INSERT ON action_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_action_items_json_change();
--> statement-breakpoint
CREATE TRIGGER meeting_action_items_json_update AFTER UPDATE ON action_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION meeting_action_items_json_change();
--> statement-breakpoint
CREATE TRIGGER meeting_action_items_json_delete AFTER DELETE ON action_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_action_items_json_change();
--> statement-breakpoint
-- The existing meetings' arrays, with the triggers of meetings off for this one statement: it
-- changes no column the figures count, and at a million meetings their transition tables
-- would hold every row twice.
ALTER TABLE meetings DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE meetings m SET action_items_json = i.items
FROM (
  SELECT meeting_id, json_agg(json_build_array(id, description, status, stuck_reason,
    to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(stuck_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ORDER BY position, id) AS items
  FROM action_items GROUP BY meeting_id
) i
WHERE i.meeting_id = m.id;
--> statement-breakpoint
ALTER TABLE meetings ENABLE TRIGGER USER;
