/**
 * The landing page as HTML, written into dist/client/landing.html at build time
 * (scripts/build.mjs, a Vite SSR build of this file). The server sends that page for `/` to a
 * browser without a session cookie (src/server/http/compression.ts), so a visitor sees the
 * landing page as soon as the HTML and the style sheet have arrived, before any JavaScript
 * runs; the client then renders the same markup over it (src/client/app/page-frame.tsx).
 */
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LandingRoute } from './app/routes/landing';
import { PageFrame } from './app/page-frame';

/** The markup of `<div id="root">` for a visitor at `/`. */
export function renderLanding(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <PageFrame>
          <LandingRoute />
        </PageFrame>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
