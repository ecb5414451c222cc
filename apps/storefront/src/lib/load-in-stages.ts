import { yieldToBrowser } from './yield-to-browser';

/**
 * Loads a page's code in stages, each a task after the one before, and resolves with the last
 * stage's module. The browser evaluates a chunk and everything it imports in one task; a page whose
 * graph is long to evaluate (the checkout's: zod builds each of the domain's schemas as its module
 * runs) is run in pieces by importing first what sits at the bottom of its graph. A stage whose
 * modules are already in costs only its yield. The stages' chunks are fetched early all the same:
 * the server preloads the page's chunks with the document, and Vite's loader preloads each import's.
 */
export async function loadInStages<T>(
  stages: ReadonlyArray<() => Promise<unknown>>,
  last: () => Promise<T>,
): Promise<T> {
  for (const stage of stages) {
    await stage();
    await yieldToBrowser();
  }
  return last();
}
