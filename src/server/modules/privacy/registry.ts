/**
 * The one small registry of personal data (docs/decisions/0016-import-sso-data.md): each module
 * adds, from its own `register…Routes(app)`, the section it contributes to a person's data
 * export (`GET /api/me/export`) and the step that removes what it keeps when a person is erased
 * (`POST /api/users/{id}/erase`). The export and erase code never names a module.
 */
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';

/** One named part of the export: JSON-ready data about `user`, read from `db`. */
export interface ExportSection {
  /** Key of the section in the file, e.g. `profile`, `oneOnOnes`; unique. */
  name: string;
  collect(args: { db: DbOrTx; user: UserRow }): Promise<unknown>;
}

/**
 * One step of erasing `user` (already deactivated, in the erase transaction `tx`): removes or
 * blanks what the module keeps about them (tokens, private notes, …).
 */
export type EraseStep = (args: { tx: DbOrTx; user: UserRow; now: Date }) => Promise<void>;

export interface PrivacyRegistry {
  addExportSection(section: ExportSection): void;
  addEraseStep(step: EraseStep): void;
  readonly exportSections: readonly ExportSection[];
  readonly eraseSteps: readonly EraseStep[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Export sections and erase steps of every module (modules/privacy/registry.ts). */
    privacy: PrivacyRegistry;
  }
}

export function createPrivacyRegistry(): PrivacyRegistry {
  const exportSections: ExportSection[] = [];
  const eraseSteps: EraseStep[] = [];
  return {
    addExportSection(section) {
      if (exportSections.some((s) => s.name === section.name)) {
        throw new Error(`Export section ${section.name} is registered twice`);
      }
      exportSections.push(section);
    },
    addEraseStep(step) {
      eraseSteps.push(step);
    },
    exportSections,
    eraseSteps,
  };
}

/** Decorates `app.privacy`; called once by `registerModules` before any module registers. */
export function installPrivacyRegistry(app: FastifyInstance): void {
  app.decorate('privacy', createPrivacyRegistry());
}
