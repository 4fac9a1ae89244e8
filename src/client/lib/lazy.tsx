/**
 * Code splitting helpers: components whose module is fetched the first time they render
 * (`React.lazy`), for the pages of the router and for the parts of the signed-in shell that
 * most visits never show (the password-change and two-factor dialogs), so the landing page's
 * JavaScript stays small.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A lazy component that can also be asked to start loading its module before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts the load (once); resolves when the module is there (never rejects). */
  preload: () => Promise<void>;
};

/**
 * A `React.lazy` component of the named export `name` of the module `load` imports (the
 * project's modules export named components; `React.lazy` wants a default export). It suspends
 * until the module has loaded: render it under a `<Suspense>`. `preload()` starts the load
 * early (once; a failure then shows when the component renders). Once the module is there, it
 * renders the component directly, without suspending even the first time (React.lazy would,
 * for one microtask): a page whose module was preloaded before the first render shows at once.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: module[name] };
    }));
  const Lazy = lazy<ComponentType<P>>(loadOnce);
  function Preloaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  Preloaded.displayName = `Lazy(${name})`;
  return Object.assign(Preloaded, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * Starts loading the module of a React element whose type is a `lazyNamed` component; resolves
 * when it is there (at once for any other element).
 */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  if (type && typeof type.preload === 'function') return (type.preload as () => Promise<void>)();
  return Promise.resolve();
}

/**
 * Like `lazyNamed`, under its own `<Suspense>` showing `fallback` (nothing by default) while
 * the module loads, so it never suspends the page around it.
 */
export function deferred<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Component = lazyNamed(load, name);
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
