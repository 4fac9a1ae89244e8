CREATE TABLE "organization_month_figures" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"stripe" integer NOT NULL,
	"meetings" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_month_figures_organization_id_month_stripe_pk" PRIMARY KEY("organization_id","month","stripe")
);
--> statement-breakpoint
-- organization_month_figures (docs/decisions/0021-member-figures.md, amendment "Scores and
-- overdue figures"): the same grouped delta as member_month_figures (migration 0020), also
-- summed per organisation, month and stripe (team_member_id % 16), in the same trigger and
-- transaction; stripes that fall to 0 are deleted.
CREATE OR REPLACE FUNCTION member_month_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
INSERT INTO organization_month_figures (organization_id, month, stripe, meetings)
SELECT organization_id, month, team_member_id % 16, sum(meetings) FROM member_month_figures
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
