/**
 * The client's loader: the first script of every HTML page, a file of its own
 * (scripts/build.mjs minifies it into `/assets/boot-<hash>.js` and puts an `async` script element
 * for it in place of the module script and module preloads Vite writes), so the CSP stays
 * `script-src 'self'` with no inline script (docs/security/promises.md, promise 10). Decision 22,
 * second amendment.
 *
 * It reads the scripts to load from the data block `#cadence-modules`
 * (`{"entry": "/assets/index-….js", "preload": ["/assets/….js", …]}`, written by the build).
 *
 * When the page arrives with content already in `#root` (the prerendered landing page, a
 * signed-in page's shell), the JavaScript is requested only once the browser reports the first
 * contentful paint (a `paint` performance entry): that paint needs the HTML alone (the style
 * sheet is inline), and the scripts then neither compete with it for bandwidth nor, in
 * Lighthouse's simulation, count towards it. It loads at once when `#root` is empty (nothing to
 * paint before the client renders), when the page is not visible (a tab opened in the
 * background paints only when shown), when the browser has no paint timing, and at the latest
 * one second after the document was parsed.
 *
 * A button of the prerendered landing page does nothing until the client has hydrated it, so
 * the loader keeps the last button clicked before then; the client takes it
 * (`window.cadenceTakeClick`, which also stops the recording) and clicks it again once it has
 * hydrated the page (src/client/main.tsx). Links need no help: they navigate without JavaScript.
 *
 * Once the scripts are requested, it creates the page's first date format while the main
 * thread is idle (`warmDateFormats`), so the client's first render does not pay for the
 * browser's locale and time-zone data.
 */
interface ClientModules {
  /** The entry chunk's path. */
  entry: string;
  /** The chunks the entry imports, fetched alongside it (`<link rel="modulepreload">`). */
  preload: string[];
}

declare global {
  interface Window {
    /** The button last clicked before the client started (then null); stops the recording. */
    cadenceTakeClick?: () => HTMLButtonElement | null;
  }
}

let started = false;
let pendingClick: HTMLButtonElement | null = null;

function recordClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pendingClick = button;
}
document.addEventListener('click', recordClick, true);
window.cadenceTakeClick = () => {
  document.removeEventListener('click', recordClick, true);
  const button = pendingClick;
  pendingClick = null;
  return button;
};

/** Adds the module preloads and the entry script (`crossorigin`, as Vite writes them); once. */
function start(): void {
  if (started) return;
  started = true;
  const modules = JSON.parse(
    document.getElementById('cadence-modules')?.textContent ?? 'null',
  ) as ClientModules;
  for (const href of modules.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = modules.entry;
  document.head.append(script);
  afterFirstPaint(() => whenIdle(warmDateFormats));
}

/** Runs `task` once the first contentful paint is on screen (at once without paint timing). */
function afterFirstPaint(task: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    task();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    task();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Runs `task` in a task of its own once the main thread is idle (the scripts are downloading),
 * at the latest after 500 ms.
 */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 500 });
  else setTimeout(task, 0);
}

/**
 * The browser's first `Intl.DateTimeFormat` loads its locale and time-zone data (10–30 ms in
 * Chromium, four times that on Lighthouse's mobile CPU). Every signed-in page formats dates in
 * the person's zone while it first renders, so that cost sat inside the client's longest task;
 * here it is paid while the scripts download, in a short task of its own (decision 34). The
 * zone is the signed-in person's (`#cadence-user`), else the browser's.
 */
function warmDateFormats(): void {
  let timeZone: string | undefined;
  try {
    const user = JSON.parse(document.getElementById('cadence-user')?.textContent ?? 'null') as {
      timezone?: unknown;
    } | null;
    if (typeof user?.timezone === 'string') timeZone = user.timezone;
  } catch {
    // no user block, or not JSON: the browser's zone
  }
  try {
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(0);
  } catch {
    // an unknown zone: the client falls back to UTC when it formats
  }
}

/** Starts after the first contentful paint when there is one to wait for (see above). */
function afterParse(): void {
  const painting =
    document.getElementById('root')?.firstElementChild &&
    document.visibilityState === 'visible' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!painting) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', afterParse, { once: true });
} else {
  afterParse();
}

export {};
