-- member_figures (docs/decisions/0021-member-figures.md): kept equal to the counts over
-- meetings and action_items by triggers that run in the transaction of the write.
-- Item states as src/shared/domain/figures.ts: stuck = status 'stuck' or a reason with a
-- non-space character; completed = not stuck and status 'completed'; open = not completed.
-- Statement triggers with transition tables add one grouped delta per member and statement;
-- a meeting's deletion is counted by a BEFORE DELETE row trigger (its items, deleted by the
-- cascade afterwards, can no longer be joined to it).
CREATE FUNCTION member_figures_add_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_figures AS f (team_member_id, organization_id, meetings, completed,
    in_progress, scheduled, minutes)
  SELECT team_member_id, organization_id, count(*), count(*) FILTER (WHERE status = 'completed'),
    count(*) FILTER (WHERE status = 'in_progress'), count(*) FILTER (WHERE status = 'scheduled'),
    sum(duration)
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET
    meetings = f.meetings + excluded.meetings, completed = f.completed + excluded.completed,
    in_progress = f.in_progress + excluded.in_progress, scheduled = f.scheduled + excluded.scheduled,
    minutes = f.minutes + excluded.minutes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_figures_update_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.id, o.team_member_id AS old_tm, o.organization_id AS old_org,
      o.status AS old_status, n.team_member_id AS new_tm, n.organization_id AS new_org,
      n.status AS new_status
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.team_member_id, o.organization_id, o.status = 'completed')
      IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status = 'completed')
  ), per_meeting AS (
    SELECT c.*, count(i.id) AS items,
      count(i.id) FILTER (WHERE i.status = 'completed' AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false))) AS done,
      count(i.id) FILTER (WHERE i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)) AS stuck
    FROM changed c JOIN action_items i ON i.meeting_id = c.id GROUP BY c.id, c.old_tm, c.old_org,
      c.old_status, c.new_tm, c.new_org, c.new_status
  ), delta AS (
    SELECT team_member_id AS tm, organization_id AS org, -1 AS meetings,
      -(status = 'completed')::int AS completed, -(status = 'in_progress')::int AS in_progress,
      -(status = 'scheduled')::int AS scheduled, -duration::bigint AS minutes, 0::bigint AS items,
      0::bigint AS done, 0::bigint AS stuck, 0::bigint AS live
    FROM old_rows
    UNION ALL
    SELECT team_member_id, organization_id, 1, (status = 'completed')::int,
      (status = 'in_progress')::int, (status = 'scheduled')::int, duration, 0, 0, 0, 0
    FROM new_rows
    UNION ALL
    SELECT old_tm, old_org, 0, 0, 0, 0, 0, -items, -done, -stuck,
      CASE WHEN old_status <> 'completed' THEN -(items - done) ELSE 0 END
    FROM per_meeting
    UNION ALL
    SELECT new_tm, new_org, 0, 0, 0, 0, 0, items, done, stuck,
      CASE WHEN new_status <> 'completed' THEN items - done ELSE 0 END
    FROM per_meeting
  ), summed AS (
    SELECT tm, org, sum(meetings) AS meetings, sum(completed) AS completed,
      sum(in_progress) AS in_progress, sum(scheduled) AS scheduled, sum(minutes) AS minutes,
      sum(items) AS items, sum(done) AS done, sum(stuck) AS stuck, sum(live) AS live
    FROM delta GROUP BY tm, org
  )
  INSERT INTO member_figures AS f (team_member_id, organization_id, meetings, completed,
    in_progress, scheduled, minutes, items, items_completed, items_stuck, open_items_live)
  SELECT tm, org, meetings, completed, in_progress, scheduled, minutes, items, done, stuck, live
  FROM summed
  WHERE (meetings, completed, in_progress, scheduled, minutes, items, done, stuck, live)
    IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY tm, org
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET
    meetings = f.meetings + excluded.meetings, completed = f.completed + excluded.completed,
    in_progress = f.in_progress + excluded.in_progress, scheduled = f.scheduled + excluded.scheduled,
    minutes = f.minutes + excluded.minutes, items = f.items + excluded.items,
    items_completed = f.items_completed + excluded.items_completed,
    items_stuck = f.items_stuck + excluded.items_stuck,
    open_items_live = f.open_items_live + excluded.open_items_live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_figures_delete_meeting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_figures f SET meetings = f.meetings - 1,
    completed = f.completed - (OLD.status = 'completed')::int,
    in_progress = f.in_progress - (OLD.status = 'in_progress')::int,
    scheduled = f.scheduled - (OLD.status = 'scheduled')::int,
    minutes = f.minutes - OLD.duration, items = f.items - x.items,
    items_completed = f.items_completed - x.done, items_stuck = f.items_stuck - x.stuck,
    open_items_live = f.open_items_live
      - CASE WHEN OLD.status <> 'completed' THEN x.items - x.done ELSE 0 END
  FROM (
    SELECT count(*) AS items,
      count(*) FILTER (WHERE i.status = 'completed' AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false))) AS done,
      count(*) FILTER (WHERE i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)) AS stuck
    FROM action_items i WHERE i.meeting_id = OLD.id
  ) x
  WHERE f.team_member_id = OLD.team_member_id AND f.organization_id = OLD.organization_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_figures_change_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The transition tables that exist for this event: -1 for the rows before, +1 after.
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, meeting_id, status, stuck_reason FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, meeting_id, status, stuck_reason FROM old_rows'
    ELSE 'SELECT -1 AS sign, meeting_id, status, stuck_reason FROM old_rows UNION ALL '
      || 'SELECT 1, meeting_id, status, stuck_reason FROM new_rows' END;
BEGIN
  -- Items are counted through their meeting; an item whose meeting is being deleted (the
  -- cascade) no longer joins: member_figures_delete_meeting counted it.
  EXECUTE format($sql$
  WITH item AS (
    SELECT r.sign, m.team_member_id AS tm, m.organization_id AS org, m.status AS meeting_status,
      (r.status = 'stuck' OR coalesce(r.stuck_reason ~ '\S', false)) AS stuck, r.status
    FROM (%s) r JOIN meetings m ON m.id = r.meeting_id
  ), summed AS (
    SELECT tm, org, sum(sign) AS items,
      coalesce(sum(sign) FILTER (WHERE status = 'completed' AND NOT stuck), 0) AS done,
      coalesce(sum(sign) FILTER (WHERE stuck), 0) AS stuck,
      coalesce(sum(sign) FILTER (WHERE meeting_status <> 'completed'
        AND NOT (status = 'completed' AND NOT stuck)), 0) AS live
    FROM item GROUP BY tm, org
  )
  INSERT INTO member_figures AS f (team_member_id, organization_id, items, items_completed,
    items_stuck, open_items_live)
  SELECT tm, org, items, done, stuck, live FROM summed
  WHERE (items, done, stuck, live) IS DISTINCT FROM (0, 0, 0, 0)
  ORDER BY tm, org
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET
    items = f.items + excluded.items, items_completed = f.items_completed + excluded.items_completed,
    items_stuck = f.items_stuck + excluded.items_stuck,
    open_items_live = f.open_items_live + excluded.open_items_live
  $sql$, source);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_figures_meetings_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_add_meetings();
--> statement-breakpoint
CREATE TRIGGER member_figures_meetings_update AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_figures_update_meetings();
--> statement-breakpoint
CREATE TRIGGER member_figures_meetings_delete BEFORE DELETE ON meetings
  FOR EACH ROW EXECUTE FUNCTION member_figures_delete_meeting();
--> statement-breakpoint
CREATE TRIGGER member_figures_items_insert AFTER INSERT ON action_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_change_items();
--> statement-breakpoint
CREATE TRIGGER member_figures_items_update AFTER UPDATE ON action_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_figures_change_items();
--> statement-breakpoint
CREATE TRIGGER member_figures_items_delete AFTER DELETE ON action_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_change_items();
--> statement-breakpoint
-- The figures of the meetings and items already there.
INSERT INTO member_figures (team_member_id, organization_id, meetings, completed, in_progress,
  scheduled, minutes, items, items_completed, items_stuck, open_items_live)
SELECT m.team_member_id, m.organization_id, count(*),
  count(*) FILTER (WHERE m.status = 'completed'), count(*) FILTER (WHERE m.status = 'in_progress'),
  count(*) FILTER (WHERE m.status = 'scheduled'), sum(m.duration),
  coalesce(sum(x.items), 0), coalesce(sum(x.done), 0), coalesce(sum(x.stuck), 0),
  coalesce(sum(x.items - x.done) FILTER (WHERE m.status <> 'completed'), 0)
FROM meetings m LEFT JOIN (
  SELECT meeting_id, count(*) AS items,
    count(*) FILTER (WHERE status = 'completed' AND NOT (status = 'stuck' OR coalesce(stuck_reason ~ '\S', false))) AS done,
    count(*) FILTER (WHERE status = 'stuck' OR coalesce(stuck_reason ~ '\S', false)) AS stuck
  FROM action_items GROUP BY meeting_id
) x ON x.meeting_id = m.id
GROUP BY m.team_member_id, m.organization_id;
