/** A labelled input with its error, for the security forms (label, control, message wired). */
import type { InputHTMLAttributes } from 'react';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';

export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
