import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { currentPageLoaded, router } from './app/router';
import { prerenderedLanding } from './app/page-frame';
import { cleanAddressBar } from './lib/address';
import './styles.css';

cleanAddressBar();

const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * The prerendered landing page (src/client/prerender.tsx renders the same tree) is hydrated:
 * React keeps its elements and attaches to them, so nothing is laid out or painted again.
 * Anything else is rendered in a transition: React renders in slices and yields to the browser
 * between them, instead of one long task (Lighthouse's total blocking time); until it commits,
 * the HTML the server sent stays on screen (a signed-in page's shell).
 */
function start() {
  // A button clicked before now (the loader kept it, src/client/boot.ts) is clicked again once
  // React listens: during hydration React hydrates that part first and then handles the click.
  const pendingClick = window.cadenceTakeClick?.() ?? null;
  if (prerenderedLanding) {
    hydrateRoot(container, app);
    if (pendingClick?.isConnected) pendingClick.click();
    return;
  }
  startTransition(() => {
    createRoot(container).render(app);
  });
}

// A signed-in page's shell (the header, src/server/http/client-html.ts) stays until the page's
// own code is there, so the first render shows the page rather than replacing the shell with a
// loading state (at most 3 s: then the loading state after all).
if (container.dataset.prerendered === 'shell') {
  void Promise.race([currentPageLoaded, new Promise((resolve) => setTimeout(resolve, 3000))]).then(
    start,
  );
} else {
  start();
}
