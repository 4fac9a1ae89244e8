/**
 * The pieces both versions of the meeting form share (spec 2.7, 2.6): a labelled field with its
 * hint and error, the aria props linking an input to them, and the start-time select over the
 * fixed list of spec 9.
 */
import type { ReactNode, Ref } from 'react';
import { START_TIMES } from '@/shared/domain/constants';
import { FieldError, Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';

/** A label (with a hidden-from-AT asterisk when `required`), the input, a hint and an error. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid min-w-0 grid-cols-1 content-start gap-2 ${className ?? ''}`}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria props linking an input to its error (and optional hint) paragraphs. */
export function describe(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

/** The start-time select: `HH:mm` values of the fixed list (spec 2.7, 9). */
export function StartTimeSelect({
  id,
  value,
  onChange,
  onBlur,
  triggerRef,
  error,
  required,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  error?: string;
  required?: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger
        id={id}
        ref={triggerRef}
        onBlur={onBlur}
        aria-required={required ? 'true' : undefined}
        {...describe(id, error)}
      >
        <SelectValue placeholder="Select a time" />
      </SelectTrigger>
      <SelectContent>
        {START_TIMES.map((t) => (
          <SelectItem key={t} value={t}>
            {t}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
