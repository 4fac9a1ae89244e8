/**
 * POST /api/team-members/import (docs/decisions/0016-import-sso-data.md): the CSV text sent as
 * `text/csv`; a refused apply (422) answers the same lines as the preview, so both resolve
 * with the lines. Applying refreshes the people lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type ImportResult } from '@/shared/schemas/people-import';
import { ApiError } from '@/client/lib/api-client';
import { PEOPLE_KEY } from './people';

async function sendImport(csv: string, dryRun: boolean): Promise<ImportResult> {
  const res = await fetch(`/api/team-members/import?dryRun=${dryRun}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
    body: csv,
  });
  const body: unknown = await res.json().catch(() => null);
  if (res.ok || res.status === 422) return importResultSchema.parse(body);
  const error = (body ?? {}) as { message?: string };
  throw new ApiError(
    res.status,
    res.status === 413
      ? 'The file is too large (at most 1 MB).'
      : (error.message ?? res.statusText),
    body as ApiError['body'],
  );
}

export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => sendImport(csv, dryRun),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
  });
}
