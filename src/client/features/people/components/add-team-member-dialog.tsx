/**
 * "Add Team Member" dialog (spec 2.4, 2.5, 5, 8): first name, last name, e-mail, job title,
 * department, company, role and Reports To, validated with the shared `createTeamMemberSchema`
 * and sent with POST /api/team-members. On success the form closes and `CredentialsDialog` shows
 * the one-time temporary password. Server field errors land on their fields; any other failure
 * is a destructive "Error" toast with the server's message or "Failed to add team member.".
 * When the e-mail belongs to a deactivated person of the organisation (409 DEACTIVATED) the
 * dialog offers to reactivate them instead.
 * Reusable: the caller supplies the roles it may grant; Reports To picks from GET /api/managers.
 */
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
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
import { PersonFormFields } from './person-form-fields';
import { useReactivatePerson } from './deactivated-people';

type FormInput = CreateTeamMemberInput;
type FormOutput = ReturnType<typeof createTeamMemberSchema.parse>;

/** "Name – Job title", or the name. */
function managerWithTitle(m: User): string {
  return m.jobTitle ? `${displayName(m)} – ${m.jobTitle}` : displayName(m);
}

export function AddTeamMemberDialog({
  open,
  onOpenChange,
  managerLabel = managerWithTitle,
  defaultManagerId,
  roleChoices = ['Team Member'],
  defaultCompany,
  title = 'Add Team Member',
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How a Reports To choice reads (GET /api/managers's people, searched and paged). */
  managerLabel?: (manager: User) => string;
  /** Preselected Reports To, usually the current user. */
  defaultManagerId?: number;
  /** Roles the caller may grant; the first is the default. */
  roleChoices?: readonly Role[];
  defaultCompany?: string | null;
  title?: string;
  onCreated?: (user: CreatedTeamMember) => void;
}) {
  const [credentials, setCredentials] = useState<AccountCredentials | null>(null);
  /** Id of the deactivated person who has the e-mail typed (409 DEACTIVATED). */
  const [deactivated, setDeactivated] = useState<number | null>(null);
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
  const { handleSubmit, formState, reset, setError } = form;

  const close = (next: boolean) => {
    if (!next) {
      reset(defaults);
      setDeactivated(null);
    }
    onOpenChange(next);
  };

  const reactivate = useReactivatePerson((user) => {
    close(false);
    onCreated?.({ ...user, invitationSent: false });
  });

  const onSubmit = handleSubmit((values) =>
    createTeamMember.mutateAsync(values).then(
      (created) => {
        reset(defaults);
        onOpenChange(false);
        setCredentials({
          name: displayName(created),
          email: created.email,
          temporaryPassword: created.temporaryPassword ?? null,
        });
        onCreated?.(created);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.body?.code === 'DEACTIVATED' && error.body.userId) {
          setDeactivated(error.body.userId);
          return;
        }
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

  return (
    <>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              Create an account. With e-mail set up on the server the person receives an invitation
              to choose their password; otherwise a temporary password is shown once.
            </DialogDescription>
          </DialogHeader>
          <FormProvider {...form}>
            <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
              <PersonFormFields
                idPrefix="atm"
                roleOptions={roleChoices}
                managerPicker={{ labelOf: managerLabel }}
                managerRequired
              />
              {deactivated && (
                <div
                  role="alert"
                  className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center"
                >
                  <p className="flex-1">
                    This address belongs to someone who was deactivated. Reactivate them to give
                    back their account and their 1:1 history.
                  </p>
                  <Button
                    type="button"
                    size="sm"
                    disabled={reactivate.pending}
                    onClick={() => reactivate.run(deactivated, 'They')}
                  >
                    Reactivate
                  </Button>
                </div>
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={formState.isSubmitting}>
                  {formState.isSubmitting ? 'Adding...' : 'Add Team Member'}
                </Button>
              </DialogFooter>
            </form>
          </FormProvider>
        </DialogContent>
      </Dialog>
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
    </>
  );
}
