/**
 * "Two-factor sign-in" card of the profile: whether it is on and how many recovery codes are
 * left; set it up (`TwoFactorSetup`); turn it off with the password and a code; and, for a Senior
 * Manager, require it for everyone in the organisation.
 */
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { isSeniorManager } from '@/shared/permissions';
import type { User } from '@/shared/schemas/user';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { useDisableTwoFactor, useRequireTwoFactor, useTwoFactorStatus } from '../api/security';
import { Field } from './field';
import { TwoFactorSetup } from './two-factor-setup';

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        disable.mutate(
          { password, code: code.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Two-factor sign-in is off' });
              onDone();
            },
            onError: (err) => setError(errorMessage(err, 'The password or the code is not right')),
          },
        );
      }}
    >
      <Field
        id="disable-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        id="disable-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button
          type="submit"
          variant="destructive"
          disabled={!password || !code || disable.isPending}
        >
          Turn off
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorCard({ user }: { user: User }) {
  const { data: status } = useTwoFactorStatus();
  const requireIt = useRequireTwoFactor(user.organizationId);
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable'>('idle');
  const canRequire = isSeniorManager(user.role) && !user.isDemo;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Two-factor sign-in
          {status && (
            <Badge variant={status.enabled ? 'green' : 'secondary'}>
              {status.enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          After your password, Cadence asks for a code from an app on your phone, so a stolen
          password alone cannot open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mode === 'setup' ? (
          <TwoFactorSetup onDone={() => setMode('idle')} onCancel={() => setMode('idle')} />
        ) : mode === 'disable' ? (
          <DisableForm onDone={() => setMode('idle')} />
        ) : status?.enabled ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {status.recoveryCodesLeft} of 10 recovery codes left.
            </p>
            <Button type="button" variant="outline" onClick={() => setMode('disable')}>
              Turn off
            </Button>
          </div>
        ) : (
          <div>
            <Button type="button" onClick={() => setMode('setup')} disabled={user.isDemo}>
              Set up two-factor sign-in
            </Button>
            {user.isDemo && (
              <p className="mt-2 text-xs text-slate-600">Not available in the demo.</p>
            )}
          </div>
        )}
        {canRequire && status && (
          <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-brand-600"
              checked={status.required}
              disabled={requireIt.isPending}
              onChange={(e) =>
                requireIt.mutate(e.target.checked, {
                  onError: (err) =>
                    toast({
                      variant: 'destructive',
                      title: 'Error',
                      description: errorMessage(err, 'Failed to save'),
                    }),
                })
              }
            />
            <span>
              <span className="block font-medium text-slate-900">
                Require two-factor sign-in for everyone
              </span>
              <span className="text-slate-600">
                People without it are asked to set it up before they can go on.
              </span>
            </span>
          </label>
        )}
      </CardContent>
    </Card>
  );
}
