-- member_figures' foreign keys are checked at commit (docs/decisions/0021-member-figures.md).
-- Deleting an organisation or a person cascades to their meetings and to their member_figures
-- rows in one statement; the meetings' delete trigger first updates a member_figures row that
-- the same cascade deletes a moment later. Checked at once, that update of a row already
-- touched in this transaction fails the key check against the organisation being deleted;
-- checked at commit, the row is gone and nothing is left to check.
ALTER TABLE "member_figures" ALTER CONSTRAINT "member_figures_team_member_id_users_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "member_figures" ALTER CONSTRAINT "member_figures_organization_id_organizations_id_fk" DEFERRABLE INITIALLY DEFERRED;
