/**
 * The second step of sign-in for an account with two-factor sign-in (RFC 6238 TOTP): the
 * 6-digit code from the authenticator app, or one of the recovery codes. Calls `onSignedIn`
 * with the server's answer; shows the server's reason on the field otherwise.
 */
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useSecondFactor, type LoginResponse } from '../api/login';
import { FormField } from './form-field';

export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (data: LoginResponse) => void;
  onRestart: () => void;
}) {
  const secondFactor = useSecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!useRecovery && !/^\d{6}$/.test(entered)) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    if (useRecovery && !entered) {
      setError('Enter one of your recovery codes');
      return;
    }
    secondFactor.mutate(useRecovery ? { recoveryCode: entered } : { code: entered }, {
      onSuccess: onSignedIn,
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) {
          toast({
            variant: 'destructive',
            title: 'Sign In Failed',
            description: errorMessage(err, 'Your sign-in has expired. Please sign in again.'),
          });
          onRestart();
          return;
        }
        setError(errorMessage(err, 'That code is not right.'));
      },
    });
  };

  const id = useRecovery ? 'login-recovery-code' : 'login-code';
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Two-factor sign-in">
      <p className="text-sm text-slate-700">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormField
        id={id}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            key={id}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            autoFocus
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            placeholder={useRecovery ? 'xxxx-xxxx-xxxx' : '123456'}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={secondFactor.isPending}>
        {secondFactor.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setError(undefined);
          }}
        >
          {useRecovery ? 'Use the authenticator code instead' : 'Use a recovery code instead'}
        </button>
        <button
          type="button"
          className="text-slate-600 underline-offset-2 hover:underline"
          onClick={onRestart}
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
