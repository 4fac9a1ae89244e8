/**
 * "Your details" on /profile (docs/decisions/0015-accounts.md): the signed-in person edits their
 * own first name, last name and job title (PATCH /api/users/{own id} with `ownDetailsSchema`).
 * E-mail has its own card (with the current password) and role is never one's own to change.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ownDetailsSchema, type OwnDetailsInput, type User } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useUpdateUser } from '../api/people';
import { TextField } from './team-member-form-fields';

type Output = ReturnType<typeof ownDetailsSchema.parse>;

export function YourDetailsSection({
  user,
  onSaved,
}: {
  user: User;
  /** After a save, with the updated user (the page refreshes the signed-in user). */
  onSaved?: (user: User) => void;
}) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<OwnDetailsInput, unknown, Output>({
    resolver: zodResolver(ownDetailsSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      jobTitle: user.jobTitle ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: user.id, input: { ...values, jobTitle: values.jobTitle ?? null } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Details saved' });
          reset({
            firstName: saved.firstName ?? '',
            lastName: saved.lastName ?? '',
            jobTitle: saved.jobTitle ?? '',
          });
          onSaved?.(saved);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fieldErrors : undefined;
          let shown = false;
          for (const field of ['firstName', 'lastName', 'jobTitle'] as const) {
            const message = fields?.[field]?.[0];
            if (message) {
              setError(field, { message });
              shown = true;
            }
          }
          if (!shown) {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: errorMessage(error, 'Failed to save your details'),
            });
          }
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your details</CardTitle>
        <CardDescription>How you appear to your team and in 1:1 e-mails.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="own-first-name"
            label="First name"
            required
            autoComplete="given-name"
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <TextField
            id="own-last-name"
            label="Last name"
            required
            autoComplete="family-name"
            {...register('lastName')}
            error={errors.lastName?.message}
          />
          <div className="sm:col-span-2">
            <TextField
              id="own-job-title"
              label="Job title"
              autoComplete="organization-title"
              {...register('jobTitle')}
              error={errors.jobTitle?.message}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save details'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
