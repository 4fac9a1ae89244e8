/**
 * Calls of the personal data feature (docs/decisions/0016-import-sso-data.md): the export's
 * URL (downloaded by the browser as an attachment) and erasing a person.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

/** GET /api/me/export: answers with Content-Disposition attachment, so a plain link downloads it. */
export const DATA_EXPORT_URL = '/api/me/export';

/** POST /api/users/{id}/erase (Senior Managers); `onErased` refreshes the lists that show them. */
export function useEraseUser(onErased?: () => void) {
  return useMutation({
    mutationFn: (userId: number) => apiRequest<null>('POST', `/api/users/${userId}/erase`),
    onSuccess: () => onErased?.(),
  });
}
