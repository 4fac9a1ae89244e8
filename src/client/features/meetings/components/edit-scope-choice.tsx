/**
 * The choice an edit or a cancellation of an occurrence of a series asks first
 * (docs/decisions/0011-series.md): "This 1:1" (`occurrence`) or "This and following 1:1s"
 * (`following`), as a labelled radio group.
 */
import { useId } from 'react';
import type { EditScope } from '@/shared/schemas/meeting';

const CHOICES: { value: EditScope; label: string }[] = [
  { value: 'occurrence', label: 'This 1:1' },
  { value: 'following', label: 'This and following 1:1s' },
];

export function EditScopeChoice({
  value,
  onChange,
  legend = 'This 1:1 is part of a series. Apply changes to',
}: {
  value: EditScope;
  onChange: (scope: EditScope) => void;
  legend?: string;
}) {
  const name = useId();
  // Spans only (phrasing content): the choice also sits inside a dialog's description paragraph.
  return (
    <span
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <span id={`${name}-legend`} className="text-sm font-medium text-slate-800">
        {legend}
      </span>
      <span className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map((c) => (
          <label key={c.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={c.value}
              className="h-4 w-4 accent-brand-600"
              checked={value === c.value}
              onChange={() => onChange(c.value)}
            />
            {c.label}
          </label>
        ))}
      </span>
    </span>
  );
}
