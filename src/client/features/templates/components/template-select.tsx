/**
 * The optional "Template" select of the scheduling form (docs/decisions/0013-shared-1on1.md):
 * the templates of GET /api/meeting-templates; the choice's id goes out as `templateId`, whose
 * talking points the server adds to the new 1:1. A native select, so it needs no portal.
 */
import { useId } from 'react';
import { FieldError, Label } from '@/client/components/ui/label';
import { useTemplates } from '../api/templates';

export function TemplateSelect({
  value,
  onChange,
  error,
}: {
  /** The chosen template's id, or null for none. */
  value: number | null;
  onChange: (templateId: number | null) => void;
  /** The server's message on `templateId`. */
  error?: string;
}) {
  const { data: templates = [], isPending } = useTemplates();
  const id = useId();
  const chosen = templates.find((t) => t.id === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Template (optional)</Label>
      <select
        id={id}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        value={value ?? ''}
        disabled={isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">No template</option>
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.builtIn ? ' (built in)' : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {chosen
          ? `Adds ${chosen.talkingPoints.length} talking point${chosen.talkingPoints.length === 1 ? '' : 's'} to the 1:1.`
          : 'A template adds its talking points to the new 1:1.'}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
