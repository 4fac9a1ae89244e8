/**
 * The person fields shared by "Add Team Member" and "Edit User Details" (spec 2.4, 2.5, 5):
 * first name, last name, e-mail, job title, department, company, role and Reports To. Reads the
 * form from react-hook-form's `FormProvider` (the dialog owns the schema and the submit), so
 * both the create and the update form can use it.
 *
 * Reports To holds a user id (number) or null; its picker works on strings: an id, `NO_MANAGER`
 * for "no manager", or '' (nothing chosen yet, the placeholder shows) when it is required. It is
 * the server-searched `PersonPicker` over GET /api/managers (50 a page), so the current manager
 * shows even when they are not on the first page.
 */
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { Role } from '@/shared/domain/constants';
import type { User } from '@/shared/schemas/user';
import { FieldError } from '@/client/components/ui/label';
import { FieldLabel, SelectField, TextField } from './team-member-form-fields';
import { PersonPicker } from './person-picker';

/** The values these fields edit; both the create and the update form hold them. */
export interface PersonFieldValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  jobTitle?: string | null;
  department?: string | null;
  company?: string | null;
  role?: Role;
  /** A user id; null or undefined for none. */
  managerId?: unknown;
}

/** The Reports To option that stands for "no manager" (null). */
export const NO_MANAGER = 'none';

export interface FieldOption {
  value: string;
  label: string;
}

/** The Reports To picker of a dialog: what it offers besides GET /api/managers's people. */
export interface ManagerPicker {
  /** Choices above the managers while nothing is searched (e.g. "No manager"). */
  extraOptions?: FieldOption[];
  /** Ids never offered (the person being edited). */
  exclude?: readonly number[];
  /** How a manager reads in the list. */
  labelOf?: (manager: User) => string;
  /** Only the current choice may stay (one's own manager): the picker is disabled. */
  locked?: boolean;
}

/**
 * The fields in two layouts: Role and Reports To after the e-mail (`rolePlacement="after-email"`,
 * Edit User Details) or last (the default, Add Team Member). `idPrefix` keeps ids unique per
 * dialog (`${idPrefix}-first-name`, …). `besideCompany` stands next to Company (Timezone).
 */
export function PersonFormFields({
  idPrefix,
  roleLabel = 'Role',
  roleOptions,
  managerPicker,
  managerRequired = false,
  rolePlacement = 'last',
  besideCompany,
}: {
  idPrefix: string;
  roleLabel?: string;
  roleOptions: readonly Role[];
  /** The Reports To picker's settings (GET /api/managers, searched and paged). */
  managerPicker: ManagerPicker;
  /** A choice must be made: marked required, with the placeholder "Select a manager". */
  managerRequired?: boolean;
  rolePlacement?: 'after-email' | 'last';
  besideCompany?: ReactNode;
}) {
  const { register, control, formState } = useFormContext<PersonFieldValues>();
  const errors = formState.errors;
  const noManager = managerRequired ? '' : NO_MANAGER;

  const roleAndManager = (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <SelectField
            id={`${idPrefix}-role`}
            label={roleLabel}
            value={field.value ?? ''}
            onChange={field.onChange}
            options={roleOptions.map((r) => ({ value: r, label: r }))}
            error={errors.role?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="managerId"
        render={({ field }) => {
          const id = `${idPrefix}-manager`;
          const error = errors.managerId?.message;
          return (
            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
              <FieldLabel htmlFor={id} label="Reports To" required={managerRequired} />
              <PersonPicker
                id={id}
                list="managers"
                value={field.value == null ? noManager : String(field.value)}
                onValueChange={(v) => field.onChange(v === NO_MANAGER ? null : Number(v))}
                extraOptions={managerPicker.extraOptions}
                exclude={managerPicker.exclude}
                labelOf={managerPicker.labelOf}
                disabled={managerPicker.locked}
                placeholder={managerRequired ? 'Select a manager' : undefined}
                searchLabel="Search managers"
                optionsLabel="Managers"
                aria-required={managerRequired || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        }}
      />
    </div>
  );
  const company = (
    <TextField
      id={`${idPrefix}-company`}
      label="Company"
      error={errors.company?.message}
      {...register('company')}
    />
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
          autoComplete="off"
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
          autoComplete="off"
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        error={errors.email?.message}
        {...register('email')}
        autoComplete="off"
      />
      {rolePlacement === 'after-email' && roleAndManager}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-job-title`}
          label="Job title"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
        <TextField
          id={`${idPrefix}-department`}
          label="Department"
          error={errors.department?.message}
          {...register('department')}
        />
      </div>
      {besideCompany ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {company}
          {besideCompany}
        </div>
      ) : (
        company
      )}
      {rolePlacement === 'last' && roleAndManager}
    </>
  );
}
