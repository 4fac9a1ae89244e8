/**
 * Sign In (/login, spec 2.9): single sign-on when configured (decision 16), the sign-in form and
 * a link to create an account.
 */
import { Link } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AuthLayout } from '@/client/features/auth';
import { LoginForm, SsoSignIn } from '@/client/features/auth';

export function LoginRoute() {
  useDocumentTitle('Sign In');
  return (
    <AuthLayout title="Sign In" description="Welcome back. Sign in to continue to your 1:1s.">
      <SsoSignIn />
      <LoginForm />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link
          to="/signup"
          className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
