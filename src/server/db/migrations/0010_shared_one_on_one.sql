CREATE TABLE "meeting_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"author_id" integer,
	"built_in_key" text,
	"name" text NOT NULL,
	"talking_points" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"sealed_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talking_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	"discussed" boolean DEFAULT false NOT NULL,
	"carried_from_meeting_id" integer,
	"carried_from_date" date,
	"carried_from_point_id" integer,
	"carried_to_meeting_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_feedback" ADD CONSTRAINT "meeting_feedback_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_feedback" ADD CONSTRAINT "meeting_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_templates" ADD CONSTRAINT "meeting_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_templates" ADD CONSTRAINT "meeting_templates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_notes" ADD CONSTRAINT "private_notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_notes" ADD CONSTRAINT "private_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_points" ADD CONSTRAINT "talking_points_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_points" ADD CONSTRAINT "talking_points_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_feedback_meeting_author_idx" ON "meeting_feedback" USING btree ("meeting_id","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_templates_built_in_key_idx" ON "meeting_templates" USING btree ("built_in_key");--> statement-breakpoint
CREATE INDEX "meeting_templates_org_idx" ON "meeting_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_notes_meeting_author_idx" ON "private_notes" USING btree ("meeting_id","author_id");--> statement-breakpoint
CREATE INDEX "talking_points_meeting_position_idx" ON "talking_points" USING btree ("meeting_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "talking_points_carried_from_point_idx" ON "talking_points" USING btree ("carried_from_point_id");