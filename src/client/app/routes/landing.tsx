/**
 * Landing page for visitors at `/` (spec 2.9): wordmark, Sign In and Get Started, a headline,
 * the three demo buttons and the four feature cards.
 */
import { Link } from 'react-router';
import { CalendarClock, ListChecks, NotebookPen, Sprout, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { Logo } from '@/client/components/layout/logo';
import { Button } from '@/client/components/ui/button';
import { DemoLoginButtons } from '@/client/features/auth';
import { ProductPreview } from '@/client/features/auth';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Smart Scheduling',
    text: 'Book a 1:1 in seconds; both of you get a confirmation with a calendar invitation.',
    icon: CalendarClock,
  },
  {
    title: 'Structured Notes',
    text: 'Shared agendas and rich-text notes keep every conversation focused and on record.',
    icon: NotebookPen,
  },
  {
    title: 'Follow-Through',
    text: 'Action items carry from one meeting to the next, so nothing slips through the cracks.',
    icon: ListChecks,
  },
  {
    title: 'Growth-Focused',
    text: 'Progress and analytics show how each person and the whole team are developing.',
    icon: Sprout,
  },
];

export function LandingRoute() {
  useDocumentTitle('Welcome');
  return (
    <>
      <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/" className="rounded-md">
            <Logo size="md" />
            <span className="sr-only"> home</span>
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to="/login">Sign In</Link>
            </Button>
            <Button asChild>
              <Link to="/signup">Get Started</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id="main" className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
          <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
            <div>
              <p className="inline-flex items-center rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-semibold text-brand-700">
                One-on-ones, done right
              </p>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                Make every 1:1 <span className="text-brand-700">count</span>.
              </h1>
              <p className="mt-5 max-w-xl text-lg text-slate-700">
                Cadence helps managers and their teams plan, run and follow up on one-on-one
                meetings: agendas, notes and action items in one place, and progress you can see.
              </p>
              <div className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="text-sm font-semibold text-slate-900">
                  Explore a live demo, no account needed
                </h2>
                <p className="mb-3 mt-1 text-sm text-slate-600">
                  Step in as one of three sample people. Changes stay in a private sandbox.
                </p>
                <DemoLoginButtons />
              </div>
            </div>
            <ProductPreview />
          </div>
        </section>

        <section
          aria-labelledby="features-heading"
          className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        >
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Everything a great 1:1 needs
            </h2>
            <p className="mt-3 text-slate-600">
              From the first invitation to the last action item, Cadence keeps the rhythm.
            </p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ title, text, icon: Icon }) => (
              <li
                key={title}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
