import { useState, type ReactNode } from 'react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBaseDocumentTitle, useDocumentTitle } from './use-document-title';

afterEach(cleanup);

function Store({ children }: { children: ReactNode }) {
  useBaseDocumentTitle('Lantern Lane - Gift cards and vouchers');
  return children;
}
function Checkout() {
  useDocumentTitle('Lantern Lane – Checkout');
  return <h1>Checkout</h1>;
}

describe('the page title', () => {
  it("is the page's own when the store's frame and the page mount together, and the store's again after it", async () => {
    let hide!: () => void;
    function Shown() {
      const [shown, setShown] = useState(true);
      hide = () => setShown(false);
      return shown ? <Checkout /> : null;
    }
    render(
      <Store>
        <Shown />
      </Store>,
    );
    await waitFor(() => expect(document.title).toBe('Lantern Lane – Checkout'));
    act(() => hide());
    await waitFor(() => expect(document.title).toBe('Lantern Lane - Gift cards and vouchers'));
  });
});
