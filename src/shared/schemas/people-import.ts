/**
 * People import (POST /api/team-members/import, docs/decisions/0016-import-sso-data.md): the
 * CSV header it expects and the outcome of each line, shared by the route and the dialog.
 */
import { z } from 'zod';

/** The header, in this order (compared case-insensitively, spaces trimmed). */
export const IMPORT_COLUMNS = [
  'email',
  'first name',
  'last name',
  'job title',
  'department',
  'role',
  'manager email',
] as const;

/** Rows at most in one file (a larger file is a line-0 error). */
export const IMPORT_MAX_ROWS = 5000;

/** Largest accepted body, in bytes (1 MiB; more answers 413). */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One line of the file: its 1-based line number in the file (0 = the file as a whole). */
export const importLineSchema = z.object({
  line: z.number().int().min(0),
  email: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  reason: z.string().optional(),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const importResultSchema = z.object({
  /** True when the changes were written (apply without errors). */
  applied: z.boolean(),
  lines: z.array(importLineSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
