/**
 * Single sign-on on the sign-in page (decision 16): the button (a full-page navigation to
 * /api/auth/oidc/start, which redirects to the identity provider) when SSO is configured, and
 * the sentence for a refused SSO sign-in (`/login?sso=<reason>`).
 */
import { useSearchParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import { SSO_FAILURE_MESSAGES } from '@/shared/schemas/auth';
import { buttonVariants } from '@/client/components/ui/button';
import { useSsoConfig } from '../api/sso-config';

export function SsoSignIn() {
  const { data } = useSsoConfig();
  const [params] = useSearchParams();
  const reason = params.get('sso');
  const message = reason ? (SSO_FAILURE_MESSAGES[reason] ?? SSO_FAILURE_MESSAGES.failed) : null;
  if (!data?.enabled && !message) return null;
  return (
    <div className="mb-6 grid gap-4">
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {message}
        </p>
      ) : null}
      {data?.enabled ? (
        <>
          <a
            href="/api/auth/oidc/start"
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            <KeyRound aria-hidden="true" />
            {data.buttonLabel ?? 'Sign in with SSO'}
          </a>
          <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600">
            <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
            or with your password
            <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
          </p>
        </>
      ) : null}
    </div>
  );
}
