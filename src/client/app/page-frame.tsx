/**
 * The frame of every page (spec 1): the page, then the footer at the bottom of the window or
 * below the page. Shared by the router's root layout and the landing page written into the
 * HTML at build time (src/client/prerender.tsx), so both give the same markup.
 */
import type { ReactNode } from 'react';
import { AppFooter } from '@/client/components/layout/app-footer';

/** `footer: false` while the page is not known yet, so the footer does not jump down later. */
export function PageFrame({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      {children}
      {footer && <AppFooter />}
    </div>
  );
}

/**
 * True when the HTML the server sent already holds the landing page (`data-prerendered` on
 * #root; the server sends that HTML for `/` to a browser without a session cookie): the client
 * then shows the landing page while it asks who is signed in, instead of a loading state.
 */
export const prerenderedLanding =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.dataset.prerendered === 'landing' &&
  window.location.pathname === '/';
