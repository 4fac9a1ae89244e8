/**
 * A person's data export (GET /api/me/export, docs/decisions/0016-import-sso-data.md): a list
 * of named sections, each provided by one server module.
 */
import { z } from 'zod';

export const dataExportSchema = z.object({
  format: z.literal('cadence-data-export/1'),
  /** When the file was made (ISO 8601, UTC). */
  exportedAt: z.string(),
  sections: z.array(z.object({ name: z.string(), data: z.unknown() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
