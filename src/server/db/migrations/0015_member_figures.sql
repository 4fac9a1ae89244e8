CREATE TABLE "member_figures" (
	"team_member_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"items_completed" integer DEFAULT 0 NOT NULL,
	"items_stuck" integer DEFAULT 0 NOT NULL,
	"open_items_live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_figures_team_member_id_organization_id_pk" PRIMARY KEY("team_member_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "member_figures" ADD CONSTRAINT "member_figures_team_member_id_users_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_figures" ADD CONSTRAINT "member_figures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_figures_org_idx" ON "member_figures" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "meetings_org_date_member_status_idx" ON "meetings" USING btree ("organization_id","date","team_member_id","status");--> statement-breakpoint
CREATE INDEX "meetings_team_member_updated_idx" ON "meetings" USING btree ("team_member_id","updated_at","id");