/**
 * Labelled inputs of the people forms: a label, the control, and an error linked with
 * `aria-describedby` and `aria-invalid`. Required fields are marked for sight and speech.
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';

/** A field's label, with a red asterisk (hidden from speech) when required. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string }
>(({ id, label, error, required, ...props }, ref) => (
  <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
    <FieldLabel htmlFor={id} label={label} required={required} />
    <Input
      id={id}
      ref={ref}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...props}
    />
    <FieldError id={`${id}-error`} message={error} />
  </div>
));
TextField.displayName = 'TextField';

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  required,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
