import { useState, type DragEvent } from 'react';

const rowIdAt = (target: EventTarget | null): string | null =>
  (target instanceof Element
    ? target.closest('tr, li')?.querySelector<HTMLElement>('[data-product-id]')?.dataset.productId
    : null) ?? null;

/**
 * Pointer reordering with the browser's own drag and drop: a row is dragged by its grip
 * ([data-drag-handle]) and dropped on another row, which takes its place. Handlers go on the
 * list's container.
 */
export function useRowDrag(onDrop: (draggedId: string, targetId: string) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  const end = () => setDragged(null);
  return {
    handlers: {
      onDragStart: (event: DragEvent) => {
        const id = event.target instanceof HTMLElement ? event.target.dataset.dragHandle : undefined;
        if (!id) return;
        setDragged(id);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
      },
      onDragOver: (event: DragEvent) => {
        const target = rowIdAt(event.target);
        if (dragged && target) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        const target = rowIdAt(event.target);
        event.preventDefault();
        if (dragged && target && target !== dragged) onDrop(dragged, target);
        end();
      },
      onDragEnd: end,
    },
  };
}
