/**
 * Sign Up (/signup, spec 2.9): a Go Back button to /login, the sign-up form and a link to sign in.
 */
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { Button } from '@/client/components/ui/button';
import { AuthLayout } from '@/client/features/auth';
import { SignUpForm } from '@/client/features/auth';

export function SignUpRoute() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  return (
    <AuthLayout
      width="xl"
      title="Create your account"
      description="Set up Cadence for your organisation in a minute."
      before={
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate('/login')}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      }
    >
      <SignUpForm />
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
