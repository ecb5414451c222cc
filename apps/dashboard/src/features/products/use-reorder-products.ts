import { useLayoutEffect, useRef, useState } from 'react';
import type { ProductRow } from './api/product-queries';
import { useReorderProducts } from './api/product-queries';
import { moveItem } from './components/move-item';
import type { MoveDirection } from './components/reorder-buttons';

/**
 * Moves a product one place up or down, says where it went (a polite live region), and keeps
 * the focus on the button that moved it: the row's DOM node moves, which would drop the focus.
 */
export function useReorder(products: ProductRow[], onError: (error: unknown) => void) {
  const reorder = useReorderProducts();
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; direction: MoveDirection; inTable: boolean } | null>(null);

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const scope = document.querySelector(`[data-testid="products"] ${target.inTable ? 'table' : 'ul'}`);
    const group = [...(scope?.querySelectorAll<HTMLElement>('[data-product-id]') ?? [])].find(
      (el) => el.dataset.productId === target.id,
    );
    const buttons = [...(group?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    // At the top or bottom its own button is disabled: the other one takes the focus.
    (
      buttons.find((b) => b.dataset.move === target.direction && !b.disabled) ?? buttons.find((b) => !b.disabled)
    )?.focus();
  });

  const moveTo = (product: ProductRow, to: number) => {
    const from = products.findIndex((p) => p.id === product.id);
    if (from < 0 || to < 0 || to >= products.length || to === from) return;
    setAnnouncement(`${product.name} moved to position ${to + 1} of ${products.length}.`);
    reorder.mutate(
      moveItem(products, from, to).map((p) => p.id),
      {
        onError: (error) => {
          setAnnouncement(`${product.name} could not be moved.`);
          onError(error);
        },
      },
    );
  };

  const move = (product: ProductRow, direction: MoveDirection, button: HTMLButtonElement) => {
    const from = products.findIndex((p) => p.id === product.id);
    refocus.current = { id: product.id, direction, inTable: Boolean(button.closest('table')) };
    moveTo(product, direction === 'up' ? from - 1 : from + 1);
  };

  return { move, moveTo, announcement, busy: reorder.isPending };
}
