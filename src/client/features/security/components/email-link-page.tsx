/**
 * The pages behind the sign-in e-mail links (docs/decisions/0030-email-change.md):
 * `/confirm-email` (confirm a new address), `/email-proposal` (approve or decline a manager's
 * proposal) and `/undo-email-change` (restore the old address). Reads the token from the
 * address's fragment (`#token=`, never sent in a URL), removes it from the address bar, asks the
 * server whether the link still works and what address it is about, and acts only on a button
 * (opening a link, as a mail scanner does, changes nothing). Works signed in or not.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LinkIcon } from 'lucide-react';
import type { EmailLinkAction } from '@/shared/schemas/auth';
import { AuthLayout } from '@/client/features/auth';
import { Button } from '@/client/components/ui/button';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useEmailLinkAction, useEmailLinkCheck, type EmailLinkPurpose } from '../api/security';

export type EmailLinkMode = 'confirm' | 'proposal' | 'undo';

const PURPOSE: Record<EmailLinkMode, EmailLinkPurpose> = {
  confirm: 'email_change',
  proposal: 'email_proposal',
  undo: 'email_undo',
};

const TITLE: Record<EmailLinkMode, string> = {
  confirm: 'Confirm your new sign-in e-mail',
  proposal: 'A new sign-in e-mail was proposed',
  undo: 'Undo the change of your sign-in e-mail',
};

/** The token of the address's `#token=` fragment, read once, then removed from the address bar. */
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

const linkClass = 'rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline';

/** The one page for a link that is unknown, used or expired (promise 16). */
function EmailLinkDead({ mode }: { mode: EmailLinkMode }) {
  return (
    <AuthLayout title="This link no longer works">
      <div className="grid gap-4 text-center">
        <LinkIcon className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="text-slate-700">
          This link no longer works: it was already used, it has expired, or a newer one replaced
          it.
        </p>
        <p className="text-slate-700">
          {mode === 'confirm'
            ? 'Confirmation links work for 24 hours. Ask for the change again from your profile; your sign-in e-mail has not changed.'
            : mode === 'proposal'
              ? 'Your sign-in e-mail has not changed. If you still want the new address, ask your manager to propose it again.'
              : 'Undo links work once, for 7 days. If someone else changed your sign-in e-mail, contact your manager or your Cadence administrator at once.'}
        </p>
        <Link to="/login" className={linkClass}>
          Go to sign in
        </Link>
      </div>
    </AuthLayout>
  );
}

/** What the page says once the link did its work. */
function doneMessage(action: EmailLinkAction, email: string): string {
  switch (action) {
    case 'confirm':
    case 'approve':
      return `Done: you now sign in with ${email}. Your other sessions were signed out.`;
    case 'decline':
      return `Declined: you still sign in with ${email}.`;
    case 'undo':
      return `Undone: you sign in with ${email} again, and every session was signed out. If you did not make the change, choose a new password now.`;
  }
}

export function EmailLinkPage({ mode }: { mode: EmailLinkMode }) {
  const token = useTokenFromFragment();
  const check = useEmailLinkCheck(token, PURPOSE[mode]);
  const act = useEmailLinkAction();
  const [dead, setDead] = useState(false);
  const [done, setDone] = useState<{ action: EmailLinkAction; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!token || dead || check.isError) return <EmailLinkDead mode={mode} />;
  if (check.isPending) {
    return (
      <AuthLayout title={TITLE[mode]}>
        <p role="status" className="text-center text-slate-600">
          Checking your link...
        </p>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title={TITLE[mode]}>
        <div className="grid gap-4 text-center">
          <p role="status" className="text-slate-700">
            {doneMessage(done.action, done.email)}
          </p>
          {done.action === 'undo' && (
            <Link to="/forgot-password" className={linkClass}>
              Choose a new password
            </Link>
          )}
          <Link to="/" className={linkClass}>
            Go to Cadence
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const email = check.data.email ?? '';
  const run = (action: EmailLinkAction) => {
    setFailure(null);
    act.mutate(
      { token, action },
      {
        onSuccess: (answer) => setDone({ action, email: answer.email }),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fieldErrors : undefined;
          if (fields?.token) setDead(true);
          else setFailure(fields?.email?.[0] ?? errorMessage(error, 'Please try again.'));
        },
      },
    );
  };

  return (
    <AuthLayout title={TITLE[mode]}>
      <div className="grid gap-5">
        <p className="text-slate-700">
          {mode === 'confirm' && (
            <>
              Sign in to Cadence with <span className="font-medium">{email}</span> from now on? Your
              other sessions will be signed out.
            </>
          )}
          {mode === 'proposal' && (
            <>
              Your manager proposes that you sign in with{' '}
              <span className="font-medium">{email}</span>. Nothing changes unless you approve it.
              If you do not know about this, decline it.
            </>
          )}
          {mode === 'undo' && (
            <>
              Sign in with <span className="font-medium">{email}</span> again? Every session of your
              account will be signed out.
            </>
          )}
        </p>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {mode === 'confirm' && (
            <Button onClick={() => run('confirm')} disabled={act.isPending}>
              Confirm my new address
            </Button>
          )}
          {mode === 'proposal' && (
            <>
              <Button onClick={() => run('approve')} disabled={act.isPending}>
                Approve
              </Button>
              <Button variant="outline" onClick={() => run('decline')} disabled={act.isPending}>
                Decline
              </Button>
            </>
          )}
          {mode === 'undo' && (
            <Button onClick={() => run('undo')} disabled={act.isPending}>
              Undo the change
            </Button>
          )}
        </div>
      </div>
    </AuthLayout>
  );
}
