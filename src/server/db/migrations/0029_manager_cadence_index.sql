CREATE INDEX "meetings_org_manager_status_date_idx" ON "meetings" USING btree ("organization_id","manager_id","status","date");--> statement-breakpoint
-- A meeting's team member nearly always has one manager: without this the planner multiplies
-- the selectivities of (manager, member) and estimates one row per report, and walks every
-- meeting of the report with that manager instead of the report's latest one by date (the
-- manager profile's last and next 1:1, directory.profile.ts; docs/performance.md).
CREATE STATISTICS IF NOT EXISTS meetings_member_manager_stats (dependencies)
  ON team_member_id, manager_id, organization_id FROM meetings;
--> statement-breakpoint
ANALYZE meetings;
