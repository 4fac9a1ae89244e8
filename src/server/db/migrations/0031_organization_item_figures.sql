ALTER TABLE "organization_figures" ADD COLUMN "items" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "items_completed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "items_stuck" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "members_with_items" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "member_figures_open_items_idx" ON "member_figures" USING btree ("organization_id",("items" - "items_completed") desc) WHERE "member_figures"."items" > 0;