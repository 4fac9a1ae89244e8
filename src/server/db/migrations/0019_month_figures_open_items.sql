CREATE TABLE "meeting_open_items" (
	"meeting_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	"date" date NOT NULL,
	"open_items" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_month_figures" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"team_member_id" integer NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_month_figures_organization_id_month_team_member_id_pk" PRIMARY KEY("organization_id","month","team_member_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_open_items" ADD CONSTRAINT "meeting_open_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_open_items_org_date_idx" ON "meeting_open_items" USING btree ("organization_id","date","team_member_id","open_items");--> statement-breakpoint
CREATE INDEX "meeting_open_items_member_date_idx" ON "meeting_open_items" USING btree ("team_member_id","date","open_items");