/**
 * "Edit User Details" (spec 2.5, 5, 8): first name, last name, e-mail, role, job title,
 * department, company and timezone (any zone: product rule 9), plus Reports To so a Senior
 * Manager can move someone to another manager. Validated with the shared
 * `updateUserSchema` and sent with PATCH /api/users/{id}. Server field errors land on their
 * fields; every failure shows the toast "Failed to update user" with the message. A new e-mail
 * for someone who has signed in is only proposed (decision 30): the dialog and its toast say so.
 */
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES } from '@/shared/domain/constants';
import { updateUserSchema, type UpdateUserInput, type User } from '@/shared/schemas/user';
import { ApiError } from '@/client/lib/api-client';
import { displayName } from '@/client/lib/utils';
import { useUpdateUser } from '@/client/features/people';
import { NO_MANAGER, PersonFormFields } from '@/client/features/people';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/toast';
import { TimezoneSelect } from '@/client/components/ui/timezone-select';
import { FieldError, Label } from '@/client/components/ui/label';

type FormInput = UpdateUserInput;
type FormOutput = ReturnType<typeof updateUserSchema.parse>;

function defaultsOf(user: User): FormInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    role: user.role,
    jobTitle: user.jobTitle ?? '',
    department: user.department ?? '',
    company: user.company ?? '',
    timezone: user.timezone,
    managerId: user.managerId,
  };
}

/**
 * The dialog for `user` (closed when null). Reports To picks from GET /api/managers (Senior
 * Managers, Managers, Supervisors; searched and paged), never the person themselves.
 */
export function EditUserDialog({
  user,
  currentUserId,
  onClose,
  onSaved,
}: {
  user: User | null;
  currentUserId: number;
  onClose: () => void;
  onSaved?: (user: User) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {user && (
          <EditUserForm
            key={user.id}
            user={user}
            self={user.id === currentUserId}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({
  user,
  self,
  onClose,
  onSaved,
}: {
  user: User;
  self: boolean;
  onClose: () => void;
  onSaved?: (user: User) => void;
}) {
  const updateUser = useUpdateUser();
  const defaults = defaultsOf(user);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: defaults,
  });
  const { control, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const typedEmail = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase();
  const emailEdited =
    !self && !user.isDemo && typedEmail !== '' && typedEmail !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    if (values.role === 'Team Member' && values.managerId == null) {
      setError('managerId', { message: 'Team members must have a manager' });
      return;
    }
    try {
      const saved = await updateUser.mutateAsync({ id: user.id, input: values });
      if (saved.proposedEmail) {
        toast({
          title: 'E-mail change proposed',
          description: `${displayName(saved)} was saved. The new e-mail ${saved.proposedEmail} awaits their approval: we sent them a link at ${saved.email}.`,
        });
      } else {
        toast({ title: 'User updated', description: `${displayName(saved)} was saved.` });
      }
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        if (field in defaults && messages[0]) {
          setError(field as Path<FormInput>, { message: messages[0] });
        }
      }
      const message =
        error instanceof ApiError
          ? (error.serverMessage ?? error.message)
          : error instanceof Error
            ? error.message
            : 'Please try again.';
      toast({ title: 'Failed to update user', description: message, variant: 'destructive' });
    }
  });

  const managerPicker = {
    extraOptions: [{ value: NO_MANAGER, label: 'No manager' }],
    exclude: [user.id],
    labelOf: (m: User) => `${displayName(m)} (${m.role})`,
    // One's own manager is not one's own to change: only the current choice stays.
    locked: self,
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit User Details</DialogTitle>
        <DialogDescription>
          Update {displayName(user)}&apos;s profile, role and reporting line.
        </DialogDescription>
      </DialogHeader>
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
          <PersonFormFields
            idPrefix="eu"
            roleLabel={self ? 'Role (you cannot change your own)' : 'Role'}
            roleOptions={self ? [user.role] : ROLES}
            managerPicker={managerPicker}
            rolePlacement="after-email"
            besideCompany={
              <Controller
                control={control}
                name="timezone"
                render={({ field }) => (
                  <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
                    <Label htmlFor="eu-timezone">Timezone</Label>
                    <TimezoneSelect
                      id="eu-timezone"
                      value={field.value ?? 'UTC'}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-invalid={errors.timezone ? true : undefined}
                      aria-describedby={errors.timezone ? 'eu-timezone-error' : undefined}
                    />
                    <FieldError id="eu-timezone-error" message={errors.timezone?.message} />
                  </div>
                )}
              />
            }
          />
          {emailEdited && (
            <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
              {user.mustChangePassword
                ? `${displayName(user)} has not signed in yet: the e-mail changes now and a new invitation goes to it.`
                : `The new e-mail is only proposed: it takes effect when ${displayName(user)} approves it from the link we send to ${user.email}, or after they sign in.`}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </FormProvider>
    </>
  );
}
