import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

const renders: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it("is false while the browser hydrates the server's markup, then true", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(renders[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    container.remove();
  });

  it('is true at once for what the browser renders itself', () => {
    renders.length = 0;
    render(<Probe />);
    expect(renders[0]).toBe(true);
    expect(screen.getByText('browser')).toBeTruthy();
  });
});
