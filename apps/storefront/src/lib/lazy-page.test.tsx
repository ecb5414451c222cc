import { Suspense, type ComponentType } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

function deferredPage() {
  let resolve!: (module: { default: ComponentType<{ name: string }> }) => void;
  let reject!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<{ name: string }> }>((yes, no) => {
        resolve = yes;
        reject = no;
      }),
  );
  return {
    load,
    resolve: (...args: Parameters<typeof resolve>) => resolve(...args),
    reject: (e: unknown) => reject(e),
  };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const microtasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

describe('lazyPage', () => {
  it('takes its code a task after it arrives: evaluating it and rendering it are not one long task', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load);
    const ready = Page.preload();
    page.resolve({ default: Greeting });
    await microtasks(20);
    expect(Page.isLoaded()).toBe(false);
    await ready;
    expect(Page.isLoaded()).toBe(true);
  });

  it('loads its code once, however often it is preloaded and rendered', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load);
    expect(Page.isLoaded()).toBe(false);
    const first = Page.preload();
    const second = Page.preload();
    page.resolve({ default: Greeting });
    await Promise.all([first, second]);
    expect(Page.isLoaded()).toBe(true);
    render(<Page name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like lazy when rendered before its code, then shows the page', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    await waitFor(() => expect(screen.getByText('Loading')).toBeTruthy());
    await act(async () => page.resolve({ default: Greeting }));
    await waitFor(() => expect(screen.getByText('Hello Ada')).toBeTruthy());
  });

  it('tries again after a failed load (a new deployment, the network)', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType<{ name: string }> }>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce({ default: Greeting });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk gone');
    expect(Page.isLoaded()).toBe(false);
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
