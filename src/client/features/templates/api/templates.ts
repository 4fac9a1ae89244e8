/**
 * 1:1 templates (docs/decisions/0013-shared-1on1.md): GET|POST /api/meeting-templates and
 * PATCH|DELETE /api/meeting-templates/{id}. Built-in templates are read-only (403); a template
 * is edited or deleted by its author or a Senior Manager of the organisation. Errors are
 * `ApiError` (400 `fieldErrors` on `name` / `talkingPoints`).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMeetingTemplateInput,
  MeetingTemplate,
  UpdateMeetingTemplateInput,
} from '@/shared/schemas/meeting-template';
import { api } from '@/client/lib/api-client';

export const TEMPLATES_KEY = ['meeting-templates'] as const;

export const templateQueries = {
  /** GET /api/meeting-templates: the organisation's templates and the built-in ones. */
  list: () =>
    queryOptions({
      queryKey: [...TEMPLATES_KEY, 'list'] as const,
      queryFn: () => api.get<MeetingTemplate[]>('/api/meeting-templates'),
    }),
};

/** `templateQueries.list()`. */
export const useTemplates = () => useQuery(templateQueries.list());

function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
}

/** POST `{ name, talkingPoints }` (managing roles). */
export function useCreateTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (input: CreateMeetingTemplateInput) =>
      api.post<MeetingTemplate>('/api/meeting-templates', input),
    onSuccess: () => invalidate(),
  });
}

/** PATCH one template (its author or a Senior Manager). */
export function useUpdateTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: UpdateMeetingTemplateInput }) =>
      api.patch<MeetingTemplate>(`/api/meeting-templates/${id}`, values),
    onSuccess: () => invalidate(),
  });
}

/** DELETE one template (its author or a Senior Manager). */
export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/meeting-templates/${id}`),
    onSuccess: () => invalidate(),
  });
}
