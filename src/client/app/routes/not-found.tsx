/**
 * Not-found page for any unknown path (spec 2.1, 2.9): 404, Page Not Found, an explanation, a
 * contact-support hint, Go to Dashboard (to `/`) and Go Back (browser history back).
 */
import { useNavigate } from 'react-router';
import { ArrowLeft, Compass, Home } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { Logo } from '@/client/components/layout/logo';
import { Button } from '@/client/components/ui/button';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <main
      id="main"
      className="flex flex-1 flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-16 text-center"
    >
      <Link to="/" className="mb-10 rounded-md">
        <Logo size="md" />
        <span className="sr-only"> home</span>
      </Link>
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <Compass className="h-7 w-7" />
      </span>
      <div
        aria-hidden="true"
        className="mt-6 text-6xl font-extrabold tracking-tight text-brand-700"
      >
        404
      </div>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-700">
        The page you are looking for does not exist or has been moved.
      </p>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        If you think this is a mistake, please contact support.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Go to Dashboard
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </main>
  );
}
