import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderInTurn } from './render-in-turn';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The browser's scheduler.yield, each continuation let go by the test. */
function heldTurns() {
  const waiting: Array<() => void> = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
  return {
    waiting,
    async next() {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      act(() => waiting.shift()!());
    },
  };
}

const part = (name: string) => (
  <RenderInTurn key={name} fallback={<p>{name} waiting</p>}>
    <p>{name}</p>
  </RenderInTurn>
);

describe('RenderInTurn', () => {
  it('shows every fallback first, then each part a task after the one placed before it', async () => {
    const turns = heldTurns();
    render(
      <>
        {part('first')}
        {part('second')}
      </>,
    );
    expect(screen.getByText('first waiting')).toBeTruthy();
    expect(screen.getByText('second waiting')).toBeTruthy();

    await turns.next();
    await screen.findByText('first');
    expect(screen.getByText('second waiting')).toBeTruthy();
    // One turn is asked for at a time: the second part's waits for the first part's render.
    expect(turns.waiting).toHaveLength(1);

    await turns.next();
    await screen.findByText('second');
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('skips a part taken away before its turn, and the next part still comes', async () => {
    const turns = heldTurns();
    const { rerender } = render(
      <>
        {part('gone')}
        {part('kept')}
      </>,
    );
    rerender(<>{part('kept')}</>);
    await turns.next();
    await turns.next();
    await screen.findByText('kept');
    expect(screen.queryByText('gone')).toBeNull();
  });
});
