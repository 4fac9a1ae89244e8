/**
 * One labelled form field: label (with a "required" mark or an "(optional)" note beside it, kept
 * out of the accessible name), the control, an optional
 * hint and the field's error, wired with `aria-describedby` / `aria-invalid`. The control is
 * given through a render function receiving the ids and aria attributes to spread on it.
 */
import type { ReactNode } from 'react';
import { FieldError, Label } from '@/client/components/ui/label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function FormField({
  id,
  label,
  error,
  hint,
  required,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span className="text-sm font-medium leading-none text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {optional && <span className="text-sm leading-none text-slate-600">(optional)</span>}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
