/**
 * "Sign-in e-mail" card of the profile: the current address and a form to change it with the
 * current password (POST /api/me/email). The old address is told of the change by mail.
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
import { useChangeEmail } from '../api/security';
import { Field } from './field';

export function EmailChangeCard({ currentEmail }: { currentEmail: string }) {
  const changeEmail = useChangeEmail();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    changeEmail.mutate(
      { email: email.trim(), currentPassword },
      {
        onSuccess: (user) => {
          toast({
            title: 'E-mail changed',
            description: `Sign in with ${user.email} from now on. We told your old address.`,
          });
          setEmail('');
          setCurrentPassword('');
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fieldErrors : undefined;
          setErrors({ email: fields?.email?.[0], currentPassword: fields?.currentPassword?.[0] });
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

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Sign-in e-mail</CardTitle>
        <CardDescription>
          You sign in as <span className="font-medium text-slate-900">{currentEmail}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent>
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
          <div className="sm:col-span-2">
            <Button
              type="submit"
              disabled={!email.trim() || !currentPassword || changeEmail.isPending}
            >
              {changeEmail.isPending ? 'Changing...' : 'Change e-mail'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
