/**
 * "Sign-in e-mail" card of the profile (docs/decisions/0030-email-change.md): the current address
 * and a form to ask for a new one with the current password — or, with two-factor sign-in on, a
 * code of the authenticator instead (POST /api/me/email). Nothing changes until the person uses
 * the confirmation link sent to the new address; the card then says where it went.
 */
import { useState } from 'react';
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
import { useChangeEmail, useTwoFactorStatus } from '../api/security';
import { Field } from './field';

export function EmailChangeCard({ currentEmail }: { currentEmail: string }) {
  const changeEmail = useChangeEmail();
  const twoFactor = useTwoFactorStatus();
  const withCode = Boolean(twoFactor.data?.enabled);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSentTo(null);
    changeEmail.mutate(
      {
        email: email.trim(),
        ...(currentPassword ? { currentPassword } : {}),
        ...(code.trim() ? { code: code.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          if (answer.pendingEmail) {
            setSentTo(answer.pendingEmail);
            toast({
              title: 'Check your new address',
              description: `We sent a confirmation link to ${answer.pendingEmail}.`,
            });
          } else {
            toast({
              title: 'E-mail changed',
              description: `Sign in with ${answer.user.email} from now on.`,
            });
          }
          setEmail('');
          setCurrentPassword('');
          setCode('');
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fieldErrors : undefined;
          setErrors({
            email: fields?.email?.[0],
            currentPassword: fields?.currentPassword?.[0],
            code: fields?.code?.[0],
          });
          if (!fields) {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: errorMessage(error, 'Failed to change your e-mail'),
            });
          }
        },
      },
    );
  };

  const proven = Boolean(currentPassword) || (withCode && Boolean(code.trim()));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Sign-in e-mail</CardTitle>
        <CardDescription>
          You sign in as <span className="font-medium text-slate-900">{currentEmail}</span>. A new
          address takes effect once you open the confirmation link we send to it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sentTo && (
          <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-slate-800">
            We sent a confirmation link to <span className="font-medium">{sentTo}</span>. Until you
            open it, you keep signing in with {currentEmail}.
          </p>
        )}
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field
            id="new-email"
            label="New e-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Field
            id="email-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={errors.currentPassword}
          />
          {withCode && (
            <Field
              id="email-code"
              label="Or a code from your authenticator app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={errors.code}
            />
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={!email.trim() || !proven || changeEmail.isPending}>
              {changeEmail.isPending ? 'Sending...' : 'Change e-mail'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
