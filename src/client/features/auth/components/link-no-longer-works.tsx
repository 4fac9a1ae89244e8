/**
 * The one page for an invitation or reset link that is unknown, used or expired (promise 16:
 * one answer, whatever the reason).
 */
import { Link } from 'react-router';
import { LinkIcon } from 'lucide-react';

export function LinkNoLongerWorks() {
  return (
    <div className="grid gap-4 text-center">
      <LinkIcon className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="text-slate-700">
        This link no longer works: it was already used, it has expired, or a newer one replaced it.
      </p>
      <p className="text-slate-700">
        Ask your manager for a new invitation. If you already have an account, you can ask for a new
        password link from the sign-in page.
      </p>
      <Link
        to="/forgot-password"
        className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <Link
        to="/login"
        className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Go to sign in
      </Link>
    </div>
  );
}
