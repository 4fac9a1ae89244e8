CREATE TABLE "meeting_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"team_member_id" integer NOT NULL,
	"rrule" text NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration" integer NOT NULL,
	"timezone" text NOT NULL,
	"title" text,
	"agenda" text,
	"is_zoom_meeting" boolean DEFAULT false NOT NULL,
	"zoom_link" text,
	"ics_uid" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_date" date NOT NULL,
	"materialised_through" date NOT NULL,
	"previous_series_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_cancellations" (
	"series_id" integer NOT NULL,
	"occurrence_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_cancellations_series_id_occurrence_date_pk" PRIMARY KEY("series_id","occurrence_date")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_team_member_id_users_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_cancellations" ADD CONSTRAINT "series_cancellations_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_series_org_idx" ON "meeting_series" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "meeting_series_due_idx" ON "meeting_series" USING btree ("materialised_through");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_series_occurrence_idx" ON "meetings" USING btree ("series_id","occurrence_date");