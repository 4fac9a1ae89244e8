/**
 * Building blocks of the sign-up form (spec 2.9): a titled section (a fieldset whose legend
 * names it) and a labelled Radix select bound to react-hook-form.
 */
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { FormField } from './form-field';

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full">
        <span className="block text-base font-semibold text-slate-900">{title}</span>
        {description && (
          <span className="mt-0.5 block text-sm font-normal text-slate-600">{description}</span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  required,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  required?: boolean;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={(field.value as string | undefined) ?? ''}
              onValueChange={field.onChange}
              name={field.name}
            >
              <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
