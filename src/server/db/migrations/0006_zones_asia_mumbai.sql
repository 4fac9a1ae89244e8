-- Time zones (docs/product-rules.md, product rule 9): sign-up used to offer `Asia/Mumbai`, which
-- is no IANA zone, so every meeting such a user scheduled was refused. Mumbai keeps India's
-- time, `Asia/Kolkata`.
UPDATE "users" SET "timezone" = 'Asia/Kolkata' WHERE "timezone" = 'Asia/Mumbai';--> statement-breakpoint
UPDATE "meetings" SET "timezone" = 'Asia/Kolkata' WHERE "timezone" = 'Asia/Mumbai';
