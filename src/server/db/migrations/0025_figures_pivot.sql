CREATE TABLE "figures_pivot" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "figures_pivot_one_row" CHECK ("figures_pivot"."id")
);
--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "scheduled_before_pivot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "open_items_before_pivot" integer DEFAULT 0 NOT NULL;