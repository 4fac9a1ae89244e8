/**
 * Code splitting helpers (./lazy.tsx): a lazy component's module is loaded once, whether it was
 * preloaded first or not, and `deferred` shows its fallback, then the component.
 */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, lazyNamed, preloadElement } from './lazy';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('lazyNamed', () => {
  it('loads the module once: preloading starts it, rendering reuses it', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const LazyPage = lazyNamed(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    preloadElement(<LazyPage title="x" />);
    preloadElement(<LazyPage title="x" />);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>wait</p>}>
        <LazyPage title="Dashboard" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded module at once, without showing the fallback', async () => {
    const LazyPage = lazyNamed(() => Promise.resolve({ Page }), 'Page');
    await preloadElement(<LazyPage title="x" />);
    render(
      <Suspense fallback={<p>wait</p>}>
        <LazyPage title="Ready" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeTruthy();
    expect(screen.queryByText('wait')).toBeNull();
  });

  it('ignores elements that are not lazy components', () => {
    expect(() => preloadElement(<Page title="x" />)).not.toThrow();
    expect(() => preloadElement(null)).not.toThrow();
  });
});

describe('deferred', () => {
  it('shows its fallback while the module loads, then the component', async () => {
    let resolve: (module: { Page: typeof Page }) => void = () => undefined;
    const Deferred = deferred(
      () => new Promise<{ Page: typeof Page }>((r) => (resolve = r)),
      'Page',
      <p>placeholder</p>,
    );
    render(<Deferred title="Bell" />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    resolve({ Page });
    expect(await screen.findByRole('heading', { name: 'Bell' })).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
