-- The figures triggers of meetings skip updates that change none of the columns they read
-- (team member, organisation, status, date, duration): the live 1:1 writes its notes and
-- agenda back as HTML every 2 s while people type (docs/decisions/0029-live-documents.md), and
-- each of those UPDATEs ran four statement triggers whose deltas cancel out. Each function is
-- its body of before (migrations 0016, 0039, 0043, 0026) with the same gate first.

CREATE OR REPLACE FUNCTION member_figures_update_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  -- An update that changes none of the columns the figures read (the live 1:1's HTML
  -- write-back of notes and agenda, a title, a video link) changes no figure (decision 29).
  -- (Nested: old_rows exists only in an UPDATE's or DELETE's trigger.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.team_member_id, o.organization_id, o.status, o.date, o.duration)
        IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status, n.date, n.duration)) THEN
      RETURN NULL;
    END IF;
  END IF;
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

CREATE OR REPLACE FUNCTION member_month_figures_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, organization_id, date, team_member_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, organization_id, date, team_member_id FROM old_rows'
    ELSE 'SELECT -1 AS sign, organization_id, date, team_member_id FROM old_rows UNION ALL '
      || 'SELECT 1, organization_id, date, team_member_id FROM new_rows' END;
BEGIN
  -- An update that changes none of the columns the figures read (the live 1:1's HTML
  -- write-back of notes and agenda, a title, a video link) changes no figure (decision 29).
  -- (Nested: old_rows exists only in an UPDATE's or DELETE's trigger.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.team_member_id, o.organization_id, o.status, o.date, o.duration)
        IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status, n.date, n.duration)) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($sql$
  WITH summed AS (
    SELECT organization_id AS org, date_trunc('month', date)::date AS month,
      team_member_id AS tm, sum(sign) AS n
    FROM (%s) r GROUP BY 1, 2, 3
  ), members AS (
    INSERT INTO member_month_figures AS f (organization_id, month, team_member_id, meetings)
    SELECT org, month, tm, n FROM summed WHERE n <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, month, team_member_id) DO UPDATE SET
      meetings = f.meetings + excluded.meetings
  )
  INSERT INTO organization_month_figures AS o (organization_id, month, stripe, meetings)
  SELECT org, month, tm %% 16, sum(n) FROM summed GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, month, stripe) DO UPDATE SET
    meetings = o.meetings + excluded.meetings
  $sql$, source);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($sql$
    WITH keys AS (
      SELECT DISTINCT organization_id AS org, date_trunc('month', date)::date AS month,
        team_member_id AS tm FROM (%s) r
    ), members AS (
      DELETE FROM member_month_figures f USING keys k
      WHERE f.organization_id = k.org AND f.month = k.month AND f.team_member_id = k.tm
        AND f.meetings <= 0
    )
    DELETE FROM organization_month_figures o USING (SELECT DISTINCT org, month, tm %% 16 AS stripe
      FROM keys) k
    WHERE o.organization_id = k.org AND o.month = k.month AND o.stripe = k.stripe
      AND o.meetings <= 0
    $sql$, source);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION meeting_open_items_update_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
  -- An update that changes none of the columns the figures read (the live 1:1's HTML
  -- write-back of notes and agenda, a title, a video link) changes no figure (decision 29).
  -- (Nested: old_rows exists only in an UPDATE's or DELETE's trigger.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.team_member_id, o.organization_id, o.status, o.date, o.duration)
        IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status, n.date, n.duration)) THEN
      RETURN NULL;
    END IF;
  END IF;
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
--> statement-breakpoint

CREATE OR REPLACE FUNCTION member_figures_pivot_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
  rows_before text := 'SELECT -1 AS sign, team_member_id, organization_id, date, 1 AS n '
    || 'FROM old_rows WHERE status = ''scheduled''';
  rows_after text := 'SELECT 1 AS sign, team_member_id, organization_id, date, 1 AS n '
    || 'FROM new_rows WHERE status = ''scheduled''';
BEGIN
  -- An update that changes none of the columns the figures read (the live 1:1's HTML
  -- write-back of notes and agenda, a title, a video link) changes no figure (decision 29).
  -- (Nested: old_rows exists only in an UPDATE's or DELETE's trigger.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.team_member_id, o.organization_id, o.status, o.date, o.duration)
        IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status, n.date, n.duration)) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE member_figures_pivot_sql(CASE TG_OP WHEN 'INSERT' THEN rows_after
    WHEN 'DELETE' THEN rows_before ELSE rows_before || ' UNION ALL ' || rows_after END,
    'scheduled_before_pivot', TG_OP = 'DELETE') USING (SELECT day FROM figures_pivot);
  RETURN NULL;
END $$;
