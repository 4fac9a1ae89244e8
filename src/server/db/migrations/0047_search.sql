ALTER TABLE "organizations" ADD COLUMN "search_config" text DEFAULT 'english' NOT NULL;--> statement-breakpoint
ALTER TABLE "private_notes" ADD COLUMN "search_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "private_notes_author_idx" ON "private_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "private_notes_search_tokens_idx" ON "private_notes" USING gin ("search_tokens");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_search_config_check" CHECK ("organizations"."search_config" ~ '^[a-z_]{1,40}$');--> statement-breakpoint
-- Full-text search (docs/decisions/0033-search.md). Accents fold through the unaccent
-- dictionary inside text search configurations of our own, `cadence_<name>`, one per
-- configuration PostgreSQL ships (english stems, simple does not): unaccent runs in the
-- configuration, so to_tsvector and ts_headline see the text as written and match it without
-- its accents, and no index expression calls the (non-immutable) unaccent function.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT cfgname::text AS name FROM pg_catalog.pg_ts_config
      WHERE cfgnamespace = 'pg_catalog'::regnamespace LOOP
    IF c.name = 'simple' OR EXISTS (SELECT 1 FROM pg_catalog.pg_ts_dict WHERE dictname = c.name || '_stem') THEN
      EXECUTE format('CREATE TEXT SEARCH CONFIGURATION %I (COPY = pg_catalog.%I)', 'cadence_' || c.name, c.name);
      EXECUTE format('ALTER TEXT SEARCH CONFIGURATION %I ALTER MAPPING FOR hword, hword_part, word WITH unaccent, %I',
        'cadence_' || c.name, CASE WHEN c.name = 'simple' THEN 'simple' ELSE c.name || '_stem' END);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The configuration of an organisation's search. @throws when `name` has no cadence_ copy.
CREATE FUNCTION cadence_search_regconfig(name text) RETURNS regconfig LANGUAGE sql STABLE
  AS $$ SELECT ('cadence_' || name)::regconfig $$;
--> statement-breakpoint
ALTER TABLE organizations ADD CONSTRAINT organizations_search_config_exists_check
  CHECK (cadence_search_regconfig(search_config) IS NOT NULL);
--> statement-breakpoint
CREATE FUNCTION cadence_org_search_config(org integer) RETURNS regconfig LANGUAGE sql STABLE
  AS $$ SELECT cadence_search_regconfig(search_config) FROM organizations WHERE id = org $$;
--> statement-breakpoint
-- The query of a search: websearch_to_tsquery (quotes, or, -word) of `q`, AND the last word
-- typed `last` as it is or as a prefix (empty `last`: none). Both in the configuration `cfg`.
CREATE FUNCTION cadence_search_query(cfg regconfig, q text, last text) RETURNS tsquery
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN last = '' THEN websearch_to_tsquery(cfg, q)
    ELSE websearch_to_tsquery(cfg, q) && (websearch_to_tsquery(cfg, last) || to_tsquery(cfg, last || ':*')) END $$;
--> statement-breakpoint
ALTER TABLE meetings ADD COLUMN search_vector tsvector;
--> statement-breakpoint
ALTER TABLE talking_points ADD COLUMN search_vector tsvector;
--> statement-breakpoint
ALTER TABLE action_items ADD COLUMN search_vector tsvector;
--> statement-breakpoint
-- A meeting's words: its title (weight A), agenda and shared notes (B). The HTML of the agenda
-- and notes is read by PostgreSQL's own parser, which reads tags as tags and indexes none. In
-- the plain texts (a title, a talking point, an action item) a `<` is made chr(4), a blank to
-- the parser, so that text which looks like a tag (`<script>…`) is read as the words it holds;
-- the snippets do the same (modules/search/snippets.ts).
CREATE FUNCTION meeting_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cfg regconfig := cadence_org_search_config(NEW.organization_id);
BEGIN
  NEW.search_vector := setweight(to_tsvector(cfg, replace(coalesce(NEW.title, ''), '<', chr(4))), 'A')
    || setweight(to_tsvector(cfg, coalesce(NEW.agenda, '')), 'B')
    || setweight(to_tsvector(cfg, coalesce(NEW.notes, '')), 'B');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER meeting_search_vector BEFORE INSERT OR UPDATE OF title, agenda, notes, organization_id
  ON meetings FOR EACH ROW EXECUTE FUNCTION meeting_search_vector();
--> statement-breakpoint
-- A talking point's words (weight C), in its meeting's organisation's configuration.
CREATE FUNCTION talking_point_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := setweight(to_tsvector(
    cadence_org_search_config((SELECT organization_id FROM meetings WHERE id = NEW.meeting_id)),
    replace(NEW.text, '<', chr(4))), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER talking_point_search_vector BEFORE INSERT OR UPDATE OF text, meeting_id
  ON talking_points FOR EACH ROW EXECUTE FUNCTION talking_point_search_vector();
--> statement-breakpoint
-- An action item's description and stuck reason (weight C).
CREATE FUNCTION action_item_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cfg regconfig := cadence_org_search_config(
  (SELECT organization_id FROM meetings WHERE id = NEW.meeting_id));
BEGIN
  NEW.search_vector := setweight(to_tsvector(cfg, replace(NEW.description, '<', chr(4)))
    || to_tsvector(cfg, replace(coalesce(NEW.stuck_reason, ''), '<', chr(4))), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER action_item_search_vector BEFORE INSERT OR UPDATE OF description, stuck_reason, meeting_id
  ON action_items FOR EACH ROW EXECUTE FUNCTION action_item_search_vector();
--> statement-breakpoint
-- The rows written before: their vectors, the other triggers of each table off for the statement.
ALTER TABLE meetings DISABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE meetings ENABLE TRIGGER meeting_search_vector;
--> statement-breakpoint
UPDATE meetings SET title = title;
--> statement-breakpoint
ALTER TABLE meetings ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE talking_points DISABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE talking_points ENABLE TRIGGER talking_point_search_vector;
--> statement-breakpoint
UPDATE talking_points SET text = text;
--> statement-breakpoint
ALTER TABLE talking_points ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE action_items DISABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE action_items ENABLE TRIGGER action_item_search_vector;
--> statement-breakpoint
UPDATE action_items SET description = description;
--> statement-breakpoint
ALTER TABLE action_items ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE INDEX meetings_search_idx ON meetings USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX talking_points_search_idx ON talking_points USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX action_items_search_idx ON action_items USING gin (search_vector);
