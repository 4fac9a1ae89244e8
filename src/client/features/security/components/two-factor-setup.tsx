/**
 * Setting up two-factor sign-in (RFC 6238): asks the server for a new secret, shows its QR code
 * and the key to type in, takes the first 6-digit code, then shows the ten recovery codes once
 * (with a copy button). Used on the profile and in the dialog an organisation's requirement
 * opens. Calls `onDone` when the person has seen their recovery codes.
 */
import { useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useBeginTwoFactorSetup, useEnableTwoFactor } from '../api/security';
import { Field } from './field';

export function TwoFactorSetup({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel?: () => void;
}) {
  const begin = useBeginTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const { mutate: start } = begin;
  useEffect(() => start(), [start]);

  if (enable.data) {
    const codes = enable.data.recoveryCodes;
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          Two-factor sign-in is on. Keep these recovery codes somewhere safe: each lets you sign in
          once if you lose your phone. They are shown only now.
        </p>
        <ul
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm"
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy codes'}
          </Button>
          <Button type="button" onClick={onDone}>
            I have saved my codes
          </Button>
        </div>
      </div>
    );
  }

  if (begin.isError) {
    return (
      <p className="text-sm text-red-700">{errorMessage(begin.error, 'Setup could not start.')}</p>
    );
  }
  if (!begin.data)
    return (
      <p role="status" className="text-sm text-slate-600">
        Preparing your key...
      </p>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    enable.mutate(code.trim(), {
      onError: (err) =>
        setError(
          (err instanceof ApiError && err.body?.fieldErrors?.code?.[0]) ||
            errorMessage(err, 'That code is not right.'),
        ),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
    >
      <img
        src={begin.data.qrCodeDataUrl}
        alt="QR code to scan with your authenticator app"
        className="h-44 w-44 rounded-md border border-slate-200"
      />
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Scan the QR code with an authenticator app (such as Google Authenticator, 1Password or
          Aegis), or type this key:
        </p>
        <code
          aria-label="Setup key"
          className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm"
        >
          {begin.data.secret}
        </code>
        <Field
          id="two-factor-code"
          label="6-digit code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
