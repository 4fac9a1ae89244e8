CREATE TABLE "organization_figures" (
	"organization_id" integer NOT NULL,
	"stripe" integer NOT NULL,
	"meetings" bigint DEFAULT 0 NOT NULL,
	"completed" bigint DEFAULT 0 NOT NULL,
	"in_progress" bigint DEFAULT 0 NOT NULL,
	"scheduled" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_figures_organization_id_stripe_pk" PRIMARY KEY("organization_id","stripe")
);
