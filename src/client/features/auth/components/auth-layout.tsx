/**
 * Frame of the visitor forms (spec 2.9): the wordmark linking back to the landing page above a
 * centred card, on a soft brand background. `title` becomes the page's h1.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/client/components/layout/logo';

export function AuthLayout({
  title,
  description,
  width = 'md',
  before,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Shown above the heading inside the card (e.g. a Go Back button). */
  before?: ReactNode;
  width?: 'md' | 'xl';
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex flex-1 flex-col items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:py-14"
    >
      <Link to="/" className="mb-8 rounded-md">
        <Logo size="lg" />
        <span className="sr-only"> home</span>
      </Link>
      <div
        className={
          width === 'xl'
            ? 'w-full max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
            : 'w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
        }
      >
        {before && <div className="mb-2">{before}</div>}
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
