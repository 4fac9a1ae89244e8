-- meeting_open_items (decision 32): one row per meeting and the day its items are overdue from.
ALTER TABLE "meeting_open_items" DROP CONSTRAINT "meeting_open_items_pkey";--> statement-breakpoint
ALTER TABLE "meeting_open_items" ADD CONSTRAINT "meeting_open_items_meeting_id_date_pk" PRIMARY KEY("meeting_id","date");--> statement-breakpoint
-- Action items with an owner and a due date (docs/decisions/0032-action-item-owner-due.md).
-- owner_id: one of the 1:1's two people; the existing items get the team member. The backfill
-- runs with the triggers of action_items off: it changes no state the figures count, and the
-- arrays of meetings.action_items_json are rebuilt once below instead of per statement.
ALTER TABLE "action_items" ADD COLUMN "owner_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_action_item_due" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "action_items" a SET "owner_id" = m."team_member_id" FROM "meetings" m WHERE m."id" = a."meeting_id";--> statement-breakpoint
ALTER TABLE "action_items" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "action_items" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_items_owner_due_idx" ON "action_items" USING btree ("owner_id","due_date","id");--> statement-breakpoint
CREATE INDEX "action_items_due_idx" ON "action_items" USING btree ("due_date","owner_id") WHERE "action_items"."due_date" is not null;--> statement-breakpoint
-- The list's array (migration 0034) carries each item's owner and due date as its 7th and 8th
-- entries: [id, description, status, stuck_reason, completed_at, stuck_at, owner_id, due_date].
CREATE OR REPLACE FUNCTION meeting_action_items_json_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
ALTER TABLE meetings DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE meetings m SET action_items_json = i.items
FROM (
  SELECT meeting_id, json_agg(json_build_array(id, description, status, stuck_reason,
    to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(stuck_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    owner_id, to_char(due_date, 'YYYY-MM-DD'))
    ORDER BY position, id) AS items
  FROM action_items GROUP BY meeting_id
) i
WHERE i.meeting_id = m.id;
--> statement-breakpoint
ALTER TABLE meetings ENABLE TRIGGER USER;
--> statement-breakpoint
-- An item's owner is one of its 1:1's two people: when a 1:1 changes its team member or its
-- manager (an edit, a reassignment, a series' "this and following"), the items the previous
-- person owned pass to the new one, in the transaction of the write, whatever path made it.
CREATE FUNCTION action_items_follow_meeting_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.team_member_id IS DISTINCT FROM OLD.team_member_id THEN
    UPDATE action_items SET owner_id = NEW.team_member_id
    WHERE meeting_id = NEW.id AND owner_id = OLD.team_member_id;
  END IF;
  IF NEW.manager_id IS DISTINCT FROM OLD.manager_id THEN
    UPDATE action_items SET owner_id = NEW.manager_id
    WHERE meeting_id = NEW.id AND owner_id = OLD.manager_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER action_items_follow_meeting_people AFTER UPDATE OF team_member_id, manager_id ON meetings
  FOR EACH ROW WHEN (NEW.team_member_id IS DISTINCT FROM OLD.team_member_id OR NEW.manager_id IS DISTINCT FROM OLD.manager_id)
  EXECUTE FUNCTION action_items_follow_meeting_people();
--> statement-breakpoint
-- An insert that leaves owner_id out (the spec's string lines, the demo's and the tests' seeds)
-- gives the item to the 1:1's team member.
CREATE FUNCTION action_items_default_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_id IS NULL THEN
    SELECT team_member_id INTO NEW.owner_id FROM meetings WHERE id = NEW.meeting_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER action_items_default_owner BEFORE INSERT ON action_items
  FOR EACH ROW WHEN (NEW.owner_id IS NULL) EXECUTE FUNCTION action_items_default_owner();
--> statement-breakpoint
-- meeting_open_items, items side (replaces migration 0020's): the open items that can be
-- overdue, per meeting and the day they are overdue from (decision 32, figures.ts
-- isOverdueActionItem): an item with a due date from its due date, whatever its meeting's
-- status; one without from its meeting's date while the meeting is not completed.
CREATE OR REPLACE FUNCTION meeting_open_items_change_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, meeting_id, status, stuck_reason, due_date FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, meeting_id, status, stuck_reason, due_date FROM old_rows'
    ELSE 'SELECT -1 AS sign, meeting_id, status, stuck_reason, due_date FROM old_rows UNION ALL '
      || 'SELECT 1, meeting_id, status, stuck_reason, due_date FROM new_rows' END;
BEGIN
  EXECUTE format($sql$
  WITH summed AS (
    SELECT r.meeting_id, coalesce(r.due_date, m.date) AS day, sum(r.sign) AS n
    FROM (%s) r JOIN meetings m ON m.id = r.meeting_id
    WHERE NOT (r.status = 'completed'
        AND NOT (r.status = 'stuck' OR coalesce(r.stuck_reason ~ '\S', false)))
      AND (r.due_date IS NOT NULL OR m.status <> 'completed')
    GROUP BY 1, 2
  )
  INSERT INTO meeting_open_items AS o (meeting_id, organization_id, team_member_id, date,
    open_items)
  SELECT m.id, m.organization_id, m.team_member_id, s.day, s.n
  FROM summed s JOIN meetings m ON m.id = s.meeting_id
  WHERE s.n <> 0
  ORDER BY m.id, s.day
  ON CONFLICT (meeting_id, date) DO UPDATE SET open_items = o.open_items + excluded.open_items
  $sql$, source);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($sql$
    DELETE FROM meeting_open_items o WHERE o.open_items <= 0
      AND o.meeting_id IN (SELECT meeting_id FROM (%s) r)
    $sql$, source);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- meeting_open_items, meetings side (replaces migration 0020's): a meeting whose status (to or
-- from completed), date, member or organisation changed has its rows rebuilt from its items.
CREATE OR REPLACE FUNCTION meeting_open_items_update_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meeting_open_items o USING old_rows p JOIN new_rows n ON n.id = p.id
  WHERE o.meeting_id = n.id
    AND (p.status = 'completed', p.date, p.team_member_id, p.organization_id)
      IS DISTINCT FROM (n.status = 'completed', n.date, n.team_member_id, n.organization_id);
  INSERT INTO meeting_open_items (meeting_id, organization_id, team_member_id, date, open_items)
  SELECT n.id, n.organization_id, n.team_member_id, coalesce(i.due_date, n.date), count(*)
  FROM old_rows p JOIN new_rows n ON n.id = p.id JOIN action_items i ON i.meeting_id = n.id
  WHERE (p.status = 'completed', p.date, p.team_member_id, p.organization_id)
      IS DISTINCT FROM (n.status = 'completed', n.date, n.team_member_id, n.organization_id)
    AND (i.due_date IS NOT NULL OR n.status <> 'completed')
    AND NOT (i.status = 'completed'
      AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)))
  GROUP BY n.id, n.organization_id, n.team_member_id, coalesce(i.due_date, n.date)
  ORDER BY 1, 4;
  RETURN NULL;
END $$;
