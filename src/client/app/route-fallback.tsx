/**
 * The Suspense fallback of the router's pages. Each page but the landing page is a lazy
 * component (`lazyNamed`, src/client/lib/lazy.tsx) whose module, and what only it uses, is its
 * own chunk, fetched the first time the page is shown. The landing page stays in the entry
 * chunk: it is what a visitor sees first, and a second round trip would delay it.
 */

/**
 * Shown while a page's chunk loads: an empty area that takes the page's place (the footer stays
 * at the bottom), busy for assistive technology; the "Loading..." text appears only after
 * 400 ms (a CSS animation delay, no timer), so a fast load shows no flash. Navigations between
 * pages are transitions (React Router), so the current page stays on screen meanwhile and this
 * is seen on a first load only.
 */
export function RouteFallback() {
  return (
    <div aria-busy="true" className="flex flex-1 items-center justify-center p-10">
      <p role="status" className="animate-delayed-appear text-slate-600">
        Loading...
      </p>
    </div>
  );
}
