-- member_figures keeps each member's name order keys (the pages' BY_NAME: lower(coalesce(...))
-- of the first and last name), so that an index lists a whole organisation's members in a
-- page's order and a page reads its rows, not every member tied on the page's figure
-- (docs/decisions/0021-member-figures.md, amendment "Name keys").
DROP INDEX "member_figures_open_items_idx";--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "first_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "last_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A new row takes its member's keys (the row is inserted by the figures' triggers in the
-- transaction that gives the member a meeting, so the user row is there).
CREATE FUNCTION member_figures_name_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, ''))
    INTO NEW.first_key, NEW.last_key
  FROM users u WHERE u.id = NEW.team_member_id;
  NEW.first_key := coalesce(NEW.first_key, '');
  NEW.last_key := coalesce(NEW.last_key, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_figures_name_keys BEFORE INSERT ON member_figures
  FOR EACH ROW EXECUTE FUNCTION member_figures_name_keys();
--> statement-breakpoint
-- A renamed person's rows follow; the trigger fires only when a name changes (a rename changes
-- no figure, so organization_figures' trigger writes nothing).
CREATE FUNCTION users_name_keys_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_figures
  SET first_key = lower(coalesce(NEW.first_name, '')), last_key = lower(coalesce(NEW.last_name, ''))
  WHERE team_member_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_name_keys_change AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_name_keys_change();
--> statement-breakpoint
UPDATE member_figures f
SET first_key = lower(coalesce(u.first_name, '')), last_key = lower(coalesce(u.last_name, ''))
FROM users u WHERE u.id = f.team_member_id;
--> statement-breakpoint
CREATE INDEX "member_figures_open_items_idx" ON "member_figures" USING btree ("organization_id",("items" - "items_completed") desc,"first_key","last_key","team_member_id") WHERE "member_figures"."items" > 0;
