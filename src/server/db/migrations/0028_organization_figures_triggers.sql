-- organization_figures (docs/decisions/0021-member-figures.md, amendment "Organisation
-- figures"): the meetings of each organisation by status, the sums of its member_figures rows
-- in 16 stripes (team_member_id % 16). One statement trigger on member_figures for its three
-- events adds -1 x the rows before and +1 x the rows after, grouped by stripe, in key order, in
-- the transaction of the write (member_figures is itself written by the triggers on meetings
-- and action_items, migrations 0016 and 0026); an update that changes no meeting figure (the
-- items, the pivot columns) writes nothing. Stripes whose figures all fall to 0 are deleted, so
-- a deleted organisation leaves no row (there is no foreign key to cascade).
CREATE FUNCTION organization_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_before text := 'SELECT organization_id, team_member_id, -meetings AS meetings, '
    || '-completed AS completed, -in_progress AS in_progress, -scheduled AS scheduled FROM old_rows';
  rows_after text := 'SELECT organization_id, team_member_id, meetings, completed, in_progress, '
    || 'scheduled FROM new_rows';
BEGIN
  EXECUTE format($sql$
  INSERT INTO organization_figures AS o (organization_id, stripe, meetings, completed,
    in_progress, scheduled)
  SELECT organization_id, team_member_id %% 16, sum(meetings), sum(completed), sum(in_progress),
    sum(scheduled)
  FROM (%s) r GROUP BY 1, 2
  HAVING (sum(meetings), sum(completed), sum(in_progress), sum(scheduled)) <> (0, 0, 0, 0)
  ORDER BY 1, 2
  ON CONFLICT (organization_id, stripe) DO UPDATE SET meetings = o.meetings + excluded.meetings,
    completed = o.completed + excluded.completed, in_progress = o.in_progress + excluded.in_progress,
    scheduled = o.scheduled + excluded.scheduled
  $sql$, CASE TG_OP WHEN 'INSERT' THEN rows_after WHEN 'DELETE' THEN rows_before
    ELSE rows_before || ' UNION ALL ' || rows_after END);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM organization_figures o
    WHERE (o.meetings, o.completed, o.in_progress, o.scheduled) = (0, 0, 0, 0)
      AND o.organization_id IN (SELECT organization_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organization_figures_insert AFTER INSERT ON member_figures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_change();
--> statement-breakpoint
CREATE TRIGGER organization_figures_update AFTER UPDATE ON member_figures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_change();
--> statement-breakpoint
CREATE TRIGGER organization_figures_delete AFTER DELETE ON member_figures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_change();
--> statement-breakpoint
-- The figures of the rows already there.
INSERT INTO organization_figures (organization_id, stripe, meetings, completed, in_progress,
  scheduled)
SELECT organization_id, team_member_id % 16, sum(meetings), sum(completed), sum(in_progress),
  sum(scheduled)
FROM member_figures GROUP BY 1, 2
HAVING (sum(meetings), sum(completed), sum(in_progress), sum(scheduled)) <> (0, 0, 0, 0);
