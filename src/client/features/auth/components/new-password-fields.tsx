/**
 * The "New Password" and "Confirm New Password" pair of every form that sets a password (the
 * change-password dialog, the invitation and reset-link pages): labelled password inputs with a
 * show/hide toggle, `autocomplete="new-password"`, and each field's error under it.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  errors,
  hint,
}: {
  /** Prefix of the inputs' ids, unique on the page (e.g. `change`, `link`). */
  idPrefix: string;
  /** `register('newPassword')` and `register('confirmPassword')` of the caller's form. */
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; confirmPassword?: string };
  /** A line under the new password's label, e.g. the policy in short. */
  hint?: string;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-new-password`}
        label="New Password"
        hint={hint}
        error={errors.newPassword}
      >
        {(c) => (
          <PasswordInput
            {...c}
            {...newPassword}
            toggleLabel="New password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-confirm-password`}
        label="Confirm New Password"
        error={errors.confirmPassword}
      >
        {(c) => (
          <PasswordInput
            {...c}
            {...confirmPassword}
            toggleLabel="Confirm new password"
            autoComplete="new-password"
          />
        )}
      </FormField>
    </>
  );
}
