/**
 * Markup rendered outside the browser, by a Vite SSR build of this file (scripts/build.mjs,
 * dist/ssr/prerender.js):
 * - `renderLanding`, at build time: the landing page, written into dist/client/landing.html.
 *   The server sends that page for `/` to a browser without a session cookie
 *   (src/server/http/client-html.ts), so a visitor sees the landing page as soon as the HTML
 *   has arrived, before any JavaScript runs; the client then hydrates it (src/client/main.tsx).
 * - `renderShell(user)`, by the server for each signed-in page it sends: the top of every
 *   signed-in page (the demo banner for a demo user, the header), shown until the client has
 *   the page's code and renders the page over it (src/client/main.tsx).
 */
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { User } from '@/shared/schemas/user';
import { AppHeader } from '@/client/components/layout/app-header';
import { AppFooter } from '@/client/components/layout/app-footer';
import { Toaster } from '@/client/components/ui/toast';
import { DemoBanner } from '@/client/features/auth';
import { LandingRoute } from './app/routes/landing';
import { PageFrame } from './app/page-frame';
import { RouteFallback } from './app/route-fallback';

/** `children` at `path`, with the providers the components expect. */
function render(path: string, children: ReactNode): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The markup of `<div id="root">` for a visitor at `/`: the same tree as the client's first
 * render there (main.tsx: `Providers`, the router's `RootLayout` with its `Suspense`, the
 * landing page and the footer, then the toast region), so that the client hydrates it, keeping
 * these very elements, instead of rendering them anew.
 */
export function renderLanding(): string {
  return render(
    '/',
    <>
      <PageFrame footer={false}>
        <Suspense fallback={<RouteFallback />}>
          <LandingRoute />
          <AppFooter />
        </Suspense>
      </PageFrame>
      <Toaster />
    </>,
  );
}

/**
 * The markup of `<div id="root">` while a signed-in page loads: what every signed-in page
 * starts with (src/client/app/router.tsx `SignedIn`, components/layout/page-shell.tsx), and an
 * empty main area; no footer yet (it would be pushed down). React escapes the user's text.
 */
export function renderShell(user: User): string {
  return render(
    '/',
    <PageFrame footer={false}>
      {user.isDemo && <DemoBanner />}
      <AppHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6" />
    </PageFrame>,
  );
}
