import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';

/** Hydrates the server's markup in `container` inside act (whose result Preact's act does not pass on), for the root. */
export async function hydrateInAct(container: Element, ui: ReactNode): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  return root!;
}
