-- member_month_figures and meeting_open_items (docs/decisions/0021-member-figures.md, amendment
-- "Month figures and open items per meeting"): kept equal to the counts over meetings and
-- action_items by statement triggers with transition tables, in the transaction of the write,
-- like member_figures (migration 0016). Open item as src/shared/domain/figures.ts: not
-- (status 'completed' and not stuck), stuck = status 'stuck' or a reason with a non-space
-- character.
--
-- member_month_figures: meetings per (organisation, first day of the month, member). One
-- function for the three events of meetings: -1 per row before, +1 per row after, grouped;
-- rows that fall to 0 are deleted (a meeting moved to another month or member leaves none).
CREATE FUNCTION member_month_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, organization_id, date, team_member_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, organization_id, date, team_member_id FROM old_rows'
    ELSE 'SELECT -1 AS sign, organization_id, date, team_member_id FROM old_rows UNION ALL '
      || 'SELECT 1, organization_id, date, team_member_id FROM new_rows' END;
BEGIN
  EXECUTE format($sql$
  WITH summed AS (
    SELECT organization_id AS org, date_trunc('month', date)::date AS month,
      team_member_id AS tm, sum(sign) AS n
    FROM (%s) r GROUP BY 1, 2, 3
  )
  INSERT INTO member_month_figures AS f (organization_id, month, team_member_id, meetings)
  SELECT org, month, tm, n FROM summed WHERE n <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, month, team_member_id) DO UPDATE SET
    meetings = f.meetings + excluded.meetings
  $sql$, source);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($sql$
    DELETE FROM member_month_figures f USING (SELECT DISTINCT organization_id AS org,
      date_trunc('month', date)::date AS month, team_member_id AS tm FROM (%s) r) k
    WHERE f.organization_id = k.org AND f.month = k.month AND f.team_member_id = k.tm
      AND f.meetings <= 0
    $sql$, source);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_month_figures_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_month_figures_change();
--> statement-breakpoint
-- Only rows whose organisation, member or month changed count (-1 then +1 of the others cancel
-- out in the sum), so an update of the notes costs a grouped sum of zeros.
CREATE TRIGGER member_month_figures_update AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_month_figures_change();
--> statement-breakpoint
CREATE TRIGGER member_month_figures_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_month_figures_change();
--> statement-breakpoint
-- meeting_open_items, items side: a grouped delta of open items per meeting, applied to the
-- meetings not completed (a meeting being deleted by a cascade no longer joins: its row goes
-- with it through the foreign key); rows that fall to 0 are deleted.
CREATE FUNCTION meeting_open_items_change_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, meeting_id, status, stuck_reason FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, meeting_id, status, stuck_reason FROM old_rows'
    ELSE 'SELECT -1 AS sign, meeting_id, status, stuck_reason FROM old_rows UNION ALL '
      || 'SELECT 1, meeting_id, status, stuck_reason FROM new_rows' END;
BEGIN
  EXECUTE format($sql$
  WITH summed AS (
    SELECT meeting_id, coalesce(sum(sign) FILTER (WHERE NOT (status = 'completed'
      AND NOT (status = 'stuck' OR coalesce(stuck_reason ~ '\S', false)))), 0) AS n
    FROM (%s) r GROUP BY meeting_id
  )
  INSERT INTO meeting_open_items AS o (meeting_id, organization_id, team_member_id, date,
    open_items)
  SELECT m.id, m.organization_id, m.team_member_id, m.date, s.n
  FROM summed s JOIN meetings m ON m.id = s.meeting_id
  WHERE s.n <> 0 AND m.status <> 'completed'
  ORDER BY m.id
  ON CONFLICT (meeting_id) DO UPDATE SET open_items = o.open_items + excluded.open_items
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
-- meeting_open_items, meetings side: a meeting whose status (to or from completed), date,
-- member or organisation changed has its row rebuilt from its items.
CREATE FUNCTION meeting_open_items_update_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meeting_open_items o USING old_rows p JOIN new_rows n ON n.id = p.id
  WHERE o.meeting_id = n.id
    AND (p.status = 'completed', p.date, p.team_member_id, p.organization_id)
      IS DISTINCT FROM (n.status = 'completed', n.date, n.team_member_id, n.organization_id);
  INSERT INTO meeting_open_items (meeting_id, organization_id, team_member_id, date, open_items)
  SELECT n.id, n.organization_id, n.team_member_id, n.date, count(*)
  FROM old_rows p JOIN new_rows n ON n.id = p.id JOIN action_items i ON i.meeting_id = n.id
  WHERE (p.status = 'completed', p.date, p.team_member_id, p.organization_id)
      IS DISTINCT FROM (n.status = 'completed', n.date, n.team_member_id, n.organization_id)
    AND n.status <> 'completed' AND NOT (i.status = 'completed'
      AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)))
  GROUP BY n.id, n.organization_id, n.team_member_id, n.date
  ORDER BY n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meeting_open_items_meetings_update AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_update_meetings();
--> statement-breakpoint
CREATE TRIGGER meeting_open_items_items_insert AFTER INSERT ON action_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_change_items();
--> statement-breakpoint
CREATE TRIGGER meeting_open_items_items_update AFTER UPDATE ON action_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_change_items();
--> statement-breakpoint
CREATE TRIGGER meeting_open_items_items_delete AFTER DELETE ON action_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_change_items();
--> statement-breakpoint
-- The figures of the meetings and items already there: one pass over the meetings grouped by
-- month, and the open items of the meetings not completed.
INSERT INTO member_month_figures (organization_id, month, team_member_id, meetings)
SELECT organization_id, date_trunc('month', date)::date, team_member_id, count(*)
FROM meetings GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO meeting_open_items (meeting_id, organization_id, team_member_id, date, open_items)
SELECT m.id, m.organization_id, m.team_member_id, m.date, count(*)
FROM meetings m JOIN action_items i ON i.meeting_id = m.id
WHERE m.status <> 'completed' AND NOT (i.status = 'completed'
  AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)))
GROUP BY m.id, m.organization_id, m.team_member_id, m.date;
--> statement-breakpoint
-- Statistics now, so that the first plans do not take the new tables for empty ones.
ANALYZE member_month_figures;
--> statement-breakpoint
ANALYZE meeting_open_items;
