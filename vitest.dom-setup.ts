import { afterAll } from 'vitest';
import { configure } from '@testing-library/react';

// A busy two-core CI machine renders slower than a laptop: findBy* and waitFor wait up to 10 s
// for what a person would see, instead of testing-library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so it has no scrollIntoView; components that bring a message into sight call it.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Preact runs effects after a frame or a 35 ms timer, whichever comes first, and the timer's callback
// calls cancelAnimationFrame: fired after the file's jsdom is torn down, it throws there. Two frames
// before the teardown let any such pair finish while jsdom still has it.
afterAll(async () => {
  if (typeof requestAnimationFrame !== 'function') return;
  for (let frame = 0; frame < 2; frame += 1)
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
});
