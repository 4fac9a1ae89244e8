/**
 * Sign Up (/signup, spec 2.9): a Go Back button to /login, the sign-up form and a link to sign in.
 * When the server takes no sign-ups (`SIGNUP`, docs/decisions/0015-accounts.md) it says so
 * instead of the form.
 */
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { Button } from '@/client/components/ui/button';
import { AuthLayout, SignUpForm, useSignupState } from '@/client/features/auth';

export function SignUpRoute() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const signup = useSignupState();
  const closed = signup.data?.open === false;
  return (
    <AuthLayout
      width="xl"
      title={closed ? 'Sign-up is closed' : 'Create your account'}
      description={closed ? undefined : 'Set up Cadence for your organisation in a minute.'}
      before={
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate('/login')}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      }
    >
      {signup.isPending ? (
        <p role="status" className="text-center text-slate-600">
          Loading...
        </p>
      ) : closed ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-center text-amber-900"
        >
          Sign-up is closed on this server; ask your manager for an invitation.
        </p>
      ) : (
        <SignUpForm />
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to="/login"
          className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
