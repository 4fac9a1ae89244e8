-- The pivot day of member_figures (docs/decisions/0021-member-figures.md, amendment "Pivot
-- day"): member_figures.scheduled_before_pivot counts the scheduled meetings dated before
-- figures_pivot.day, member_figures.open_items_before_pivot sums meeting_open_items.open_items
-- of the rows dated before it. A read of "overdue at today T" adds the meetings (open items)
-- dated in [pivot, T) or removes those in [T, pivot), one or two days instead of every meeting
-- ahead. The clean-up job moves the pivot forward (advanceFiguresPivot,
-- src/server/modules/analytics/figures-pivot.ts) in one transaction with the figures of the
-- days it passes, holding the pivot row FOR UPDATE; every write to meetings and action_items
-- first takes the row FOR SHARE (a BEFORE STATEMENT trigger, so before any member_figures row
-- is locked), so a trigger below always sees the pivot its transaction will commit with.
CREATE FUNCTION figures_pivot_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM figures_pivot FOR SHARE;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER figures_pivot_share_meetings BEFORE INSERT OR UPDATE OR DELETE ON meetings
  FOR EACH STATEMENT EXECUTE FUNCTION figures_pivot_share();
--> statement-breakpoint
CREATE TRIGGER figures_pivot_share_items BEFORE INSERT OR UPDATE OR DELETE ON action_items
  FOR EACH STATEMENT EXECUTE FUNCTION figures_pivot_share();
--> statement-breakpoint
-- The statement that adds a grouped delta per member of the rows dated before the pivot ($1),
-- run by the trigger functions below (transition tables are visible only there). Inserted and
-- updated rows are upserted in key order (a meeting moved to another member may reach a member
-- whose row the member_figures update trigger has not written yet); deleted rows only update,
-- locked in key order, since a cascade (a person, an organisation) may be deleting the
-- member_figures row as well. `source` yields (sign, team_member_id, organization_id, date, n);
-- `col` is the column.
CREATE FUNCTION member_figures_pivot_sql(source text, col text, is_delete boolean)
RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF is_delete THEN
    RETURN format($sql$
    WITH summed AS (
      SELECT team_member_id AS tm, organization_id AS org, sum(sign * n) AS n
      FROM (%s) r WHERE date < $1 GROUP BY 1, 2
    ), locked AS (
      SELECT f.team_member_id, f.organization_id FROM member_figures f JOIN summed s
        ON f.team_member_id = s.tm AND f.organization_id = s.org
      WHERE s.n <> 0 ORDER BY 1, 2 FOR UPDATE OF f
    )
    UPDATE member_figures f SET %I = f.%I + s.n FROM summed s, locked l
    WHERE f.team_member_id = s.tm AND f.organization_id = s.org
      AND l.team_member_id = s.tm AND l.organization_id = s.org
    $sql$, source, col, col);
  END IF;
  RETURN format($sql$
  INSERT INTO member_figures AS f (team_member_id, organization_id, %I)
  SELECT team_member_id, organization_id, sum(sign * n)
  FROM (%s) r WHERE date < $1 GROUP BY 1, 2 HAVING sum(sign * n) <> 0 ORDER BY 1, 2
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET %I = f.%I + excluded.%I
  $sql$, col, source, col, col, col);
END $$;
--> statement-breakpoint
-- Meetings: the scheduled ones count (a status change, a move across the pivot, to another
-- member: -1 before, +1 after).
CREATE FUNCTION member_figures_pivot_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_before text := 'SELECT -1 AS sign, team_member_id, organization_id, date, 1 AS n '
    || 'FROM old_rows WHERE status = ''scheduled''';
  rows_after text := 'SELECT 1 AS sign, team_member_id, organization_id, date, 1 AS n '
    || 'FROM new_rows WHERE status = ''scheduled''';
BEGIN
  EXECUTE member_figures_pivot_sql(CASE TG_OP WHEN 'INSERT' THEN rows_after
    WHEN 'DELETE' THEN rows_before ELSE rows_before || ' UNION ALL ' || rows_after END,
    'scheduled_before_pivot', TG_OP = 'DELETE') USING (SELECT day FROM figures_pivot);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_figures_pivot_meetings_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_meetings();
--> statement-breakpoint
CREATE TRIGGER member_figures_pivot_meetings_update AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_meetings();
--> statement-breakpoint
CREATE TRIGGER member_figures_pivot_meetings_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_meetings();
--> statement-breakpoint
-- meeting_open_items (kept by the triggers of migration 0020, which fire inside the statements
-- on meetings and action_items): its rows dated before the pivot, weighted by open_items.
CREATE FUNCTION member_figures_pivot_open_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_before text := 'SELECT -1 AS sign, team_member_id, organization_id, date, open_items AS n '
    || 'FROM old_rows';
  rows_after text := 'SELECT 1 AS sign, team_member_id, organization_id, date, open_items AS n '
    || 'FROM new_rows';
BEGIN
  EXECUTE member_figures_pivot_sql(CASE TG_OP WHEN 'INSERT' THEN rows_after
    WHEN 'DELETE' THEN rows_before ELSE rows_before || ' UNION ALL ' || rows_after END,
    'open_items_before_pivot', TG_OP = 'DELETE') USING (SELECT day FROM figures_pivot);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_figures_pivot_open_items_insert AFTER INSERT ON meeting_open_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_open_items();
--> statement-breakpoint
CREATE TRIGGER member_figures_pivot_open_items_update AFTER UPDATE ON meeting_open_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_open_items();
--> statement-breakpoint
CREATE TRIGGER member_figures_pivot_open_items_delete AFTER DELETE ON meeting_open_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_open_items();
--> statement-breakpoint
-- The first pivot: today at UTC-12, the earliest "today" of any timezone; the job moves it to
-- the earliest today of the people's timezones. Then the figures of the rows already there.
INSERT INTO figures_pivot (id, day) VALUES (true, (now() AT TIME ZONE 'Etc/GMT+12')::date);
--> statement-breakpoint
UPDATE member_figures f SET scheduled_before_pivot = x.n
FROM (
  SELECT team_member_id, organization_id, count(*) AS n FROM meetings
  WHERE status = 'scheduled' AND date < (SELECT day FROM figures_pivot) GROUP BY 1, 2
) x
WHERE f.team_member_id = x.team_member_id AND f.organization_id = x.organization_id;
--> statement-breakpoint
UPDATE member_figures f SET open_items_before_pivot = x.n
FROM (
  SELECT team_member_id, organization_id, sum(open_items) AS n FROM meeting_open_items
  WHERE date < (SELECT day FROM figures_pivot) GROUP BY 1, 2
) x
WHERE f.team_member_id = x.team_member_id AND f.organization_id = x.organization_id;
--> statement-breakpoint
ANALYZE member_figures;
