/**
 * The blocking password-change dialog (spec 2.8; 4 "mustChangePassword"; 5 "Change password";
 * 8). Mounted by the router while the signed-in user has `mustChangePassword`. It cannot be
 * closed: no close button, Escape and clicks outside do nothing. On success the returned user
 * replaces the current user (so the dialog goes away) and a toast confirms; on failure a
 * destructive toast "Error" shows the server's message or "Failed to change password.".
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { changePasswordSchema, type ChangePasswordInput } from '@/shared/schemas/auth';
import { MIN_PASSWORD_LENGTH } from '@/shared/domain/constants';
import { Button } from '@/client/components/ui/button';
import { BlockingDialog } from '@/client/components/ui/blocking-dialog';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';

export function PasswordChangeDialog() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Password changed successfully',
          description: 'You can now continue using the application with your new password.',
        }),
      onError: (error) => {
        // The server's reasons (wrong current password, a common password) go on their fields.
        const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
        for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
          const message = fieldErrors?.[field]?.[0];
          if (message) setError(field, { message });
        }
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Failed to change password.'),
        });
      },
    }),
  );

  return (
    <BlockingDialog
      icon={KeyRound}
      title="Password Change Required"
      description="For security purposes, you must change your password before continuing."
      className="max-w-md"
    >
      <div
        role="note"
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          Your account was created with a default password. Please set a new secure password to
          continue.
        </p>
      </div>

      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="change-current-password"
          label="Current Password"
          error={errors.currentPassword?.message}
        >
          {(c) => (
            <PasswordInput
              {...c}
              {...register('currentPassword')}
              toggleLabel="Current password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <NewPasswordFields
          idPrefix="change"
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={{
            newPassword: errors.newPassword?.message,
            confirmPassword: errors.confirmPassword?.message,
          }}
        />

        <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">Password requirements:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>At least {MIN_PASSWORD_LENGTH} characters long</li>
            <li>Not a common password, and not the name of your e-mail address</li>
            <li>Cannot be the same as your current password</li>
          </ul>
        </div>

        <Button type="submit" className="w-full" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Changing Password...' : 'Change Password'}
        </Button>
      </form>
    </BlockingDialog>
  );
}
