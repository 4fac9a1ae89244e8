/**
 * The page body behind an invitation or password-reset link (docs/decisions/0015-accounts.md):
 * reads the token from the address's fragment (`#token=`; never sent to the server in the URL),
 * removes it from the address bar, asks the server whether the link still works, then shows the
 * password form (policy as change-password) or the one "no longer works" page. On success the
 * person is signed in and goes to their dashboard; with two-factor sign-in on, to sign-in.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { setPasswordWithLinkSchema, type SetPasswordWithLinkInput } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import {
  useAccountLinkCheck,
  useSetPasswordWithLink,
  type LinkPurpose,
} from '../api/account-links';
import { NewPasswordFields } from './new-password-fields';
import { LinkNoLongerWorks } from './link-no-longer-works';
import { AuthLayout } from './auth-layout';

/**
 * The token of the address's `#token=` fragment, read once; the fragment is removed from the
 * address bar after the page has mounted. Reading stays free of side effects: a first render that
 * React throws away (a lazy route or anything else suspending) must not lose the token.
 */
function useTokenFromFragment(): string | null {
  const [token] = useState(() =>
    new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token'),
  );
  useEffect(() => {
    if (!token) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
  }, [token]);
  return token;
}

export function SetPasswordWithLink({
  purpose,
  title,
  description,
  submitLabel,
}: {
  purpose: LinkPurpose;
  /** Heading and line of the form's page (the dead-link page has its own). */
  title: string;
  description: string;
  submitLabel: string;
}) {
  const token = useTokenFromFragment();
  const check = useAccountLinkCheck(token, purpose);
  const choose = useSetPasswordWithLink(purpose);
  const navigate = useNavigate();
  const [dead, setDead] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordWithLinkInput>({
    resolver: zodResolver(setPasswordWithLinkSchema),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });

  if (!token || dead || check.isError) {
    return (
      <AuthLayout title="This link no longer works">
        <LinkNoLongerWorks />
      </AuthLayout>
    );
  }
  if (check.isPending) {
    return (
      <AuthLayout title={title}>
        <p role="status" className="text-center text-slate-600">
          Checking your link...
        </p>
      </AuthLayout>
    );
  }

  const onSubmit = handleSubmit((values) =>
    choose.mutate(values, {
      onSuccess: (data) => {
        if (data?.twoFactorRequired) {
          toast({ title: 'Password saved', description: 'Sign in with it and your code.' });
          void navigate('/login', { replace: true });
          return;
        }
        toast({ title: 'Password saved', description: 'You are signed in.' });
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
        if (fieldErrors?.token) {
          setDead(true);
          return;
        }
        let shown = false;
        for (const field of ['newPassword', 'confirmPassword'] as const) {
          const message = fieldErrors?.[field]?.[0];
          if (message) {
            setError(field, { message });
            shown = true;
          }
        }
        if (!shown) {
          toast({
            variant: 'destructive',
            title: 'Could not save your password',
            description: errorMessage(error, 'Please try again.'),
          });
        }
      },
    }),
  );

  return (
    <AuthLayout title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <NewPasswordFields
          idPrefix="link"
          hint="At least 8 characters; not a common password."
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={{
            newPassword: errors.newPassword?.message,
            confirmPassword: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={choose.isPending}>
          {choose.isPending ? 'Saving...' : submitLabel}
        </Button>
      </form>
    </AuthLayout>
  );
}
