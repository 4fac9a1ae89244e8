DROP INDEX "meetings_org_date_idx";--> statement-breakpoint
DROP INDEX "meetings_org_manager_date_idx";--> statement-breakpoint
DROP INDEX "meetings_team_member_date_idx";--> statement-breakpoint
CREATE INDEX "meetings_org_date_idx" ON "meetings" USING btree ("organization_id","date","start_time","id");--> statement-breakpoint
CREATE INDEX "meetings_org_manager_date_idx" ON "meetings" USING btree ("organization_id","manager_id","date","start_time","id");--> statement-breakpoint
CREATE INDEX "meetings_team_member_date_idx" ON "meetings" USING btree ("team_member_id","date","start_time","id");