-- member_month_figures and organization_month_figures: meetings per (organisation, first day of
-- the month, member), and per organisation, month and stripe (team_member_id % 16); -1 per row
-- before, +1 per row after, grouped; rows that fall to 0 are deleted.
-- Cites: docs/decisions/0021-member-figures.md, amendments "Month figures and open items per
-- meeting" and "Scores and overdue figures".
-- Migrations: 0020, 0039, 0044. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_month_figures_change
CREATE OR REPLACE FUNCTION public.member_month_figures_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE TRIGGER member_month_figures_delete AFTER DELETE ON public.meetings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_month_figures_change();
CREATE OR REPLACE TRIGGER member_month_figures_insert AFTER INSERT ON public.meetings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_month_figures_change();
CREATE OR REPLACE TRIGGER member_month_figures_update AFTER UPDATE ON public.meetings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_month_figures_change();
