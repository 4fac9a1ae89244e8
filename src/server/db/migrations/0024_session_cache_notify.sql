-- The session cache (docs/decisions/0023-session-cache.md): every instance keeps the sessions it
-- resolved for a few seconds and empties that cache when told, on the `cadence_auth` channel,
-- that a session ended or a person or organisation changed (role, manager, activation,
-- two-factor rule, anything). Statement-level triggers, so a bulk write sends one notification;
-- PostgreSQL delivers it at commit and folds duplicates within a transaction.
CREATE FUNCTION cadence_notify_auth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cadence_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_auth AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cadence_notify_auth();
--> statement-breakpoint
CREATE TRIGGER users_notify_auth AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cadence_notify_auth();
--> statement-breakpoint
CREATE TRIGGER organizations_notify_auth AFTER UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION cadence_notify_auth();
