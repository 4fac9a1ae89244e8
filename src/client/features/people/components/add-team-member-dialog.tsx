/**
 * "Add Team Member" dialog (spec 2.4, 2.5, 5, 8): first name, last name, e-mail, job title,
 * department, company, role and Reports To, validated with the shared `createTeamMemberSchema`
 * and sent with POST /api/team-members. On success the form closes and `CredentialsDialog` shows
 * the one-time temporary password. Server field errors land on their fields; any other failure
 * is a destructive "Error" toast with the server's message or "Failed to add team member.".
 * Reusable: the caller supplies the Reports To choices and the roles it may grant.
 */
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@/shared/domain/constants';
import {
  createTeamMemberSchema,
  type CreateTeamMemberInput,
  type CreatedTeamMember,
  type User,
} from '@/shared/schemas/user';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { displayName } from '@/client/lib/utils';
import { useCreateTeamMember } from '@/client/features/people/api/people';
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
import { CredentialsDialog, type AccountCredentials } from './credentials-dialog';
import { SelectField, TextField } from './team-member-form-fields';

type FormInput = CreateTeamMemberInput;
type FormOutput = ReturnType<typeof createTeamMemberSchema.parse>;

export function AddTeamMemberDialog({
  open,
  onOpenChange,
  managerChoices,
  defaultManagerId,
  roleChoices = ['Team Member'],
  defaultCompany,
  title = 'Add Team Member',
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** People the new member may report to (spec 5: the managers list, or SM/M/Supervisors). */
  managerChoices: User[];
  /** Preselected Reports To, usually the current user. */
  defaultManagerId?: number;
  /** Roles the caller may grant; the first is the default. */
  roleChoices?: readonly Role[];
  defaultCompany?: string | null;
  title?: string;
  onCreated?: (user: CreatedTeamMember) => void;
}) {
  const [credentials, setCredentials] = useState<AccountCredentials | null>(null);
  const createTeamMember = useCreateTeamMember();
  const defaults: FormInput = {
    firstName: '',
    lastName: '',
    email: '',
    jobTitle: '',
    department: '',
    company: defaultCompany ?? '',
    role: roleChoices[0] ?? 'Team Member',
    managerId: defaultManagerId,
  };
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTeamMemberSchema),
    defaultValues: defaults,
  });
  const { register, control, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;

  const close = (next: boolean) => {
    if (!next) reset(defaults);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) =>
    createTeamMember.mutateAsync(values).then(
      (created) => {
        reset(defaults);
        onOpenChange(false);
        setCredentials({
          name: displayName(created),
          email: created.email,
          temporaryPassword: created.temporaryPassword,
        });
        onCreated?.(created);
      },
      (error: unknown) => {
        const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
        for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
          if (field in defaults && messages[0])
            setError(field as Path<FormInput>, { message: messages[0] });
        }
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add team member.'),
          variant: 'destructive',
        });
      },
    ),
  );

  const managerOptions = managerChoices.map((m) => ({
    value: String(m.id),
    label: m.jobTitle ? `${displayName(m)} – ${m.jobTitle}` : displayName(m),
  }));

  return (
    <>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              Create an account. A temporary password is generated and shown once.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="atm-first-name"
                label="First name"
                required
                error={errors.firstName?.message}
                {...register('firstName')}
                autoComplete="off"
              />
              <TextField
                id="atm-last-name"
                label="Last name"
                required
                error={errors.lastName?.message}
                {...register('lastName')}
                autoComplete="off"
              />
            </div>
            <TextField
              id="atm-email"
              label="Email"
              type="email"
              required
              error={errors.email?.message}
              {...register('email')}
              autoComplete="off"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="atm-job-title"
                label="Job title"
                error={errors.jobTitle?.message}
                {...register('jobTitle')}
              />
              <TextField
                id="atm-department"
                label="Department"
                error={errors.department?.message}
                {...register('department')}
              />
            </div>
            <TextField
              id="atm-company"
              label="Company"
              error={errors.company?.message}
              {...register('company')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <SelectField
                    id="atm-role"
                    label="Role"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    options={roleChoices.map((r) => ({ value: r, label: r }))}
                    error={errors.role?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="managerId"
                render={({ field }) => (
                  <SelectField
                    id="atm-manager"
                    label="Reports To"
                    required
                    placeholder="Select a manager"
                    value={field.value == null ? '' : String(field.value)}
                    onChange={(v) => field.onChange(Number(v))}
                    options={managerOptions}
                    error={errors.managerId?.message}
                  />
                )}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Adding...' : 'Add Team Member'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
    </>
  );
}
