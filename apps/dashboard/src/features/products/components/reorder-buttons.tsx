import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button } from '@/components/button';

export type MoveDirection = 'up' | 'down';

/**
 * A grip to drag the row by (pointer), and Move up / Move down (keyboard, and anyone). The
 * buttons are never disabled while saving: the focus stays on them.
 */
export function ReorderButtons({
  id,
  name,
  index,
  count,
  onMove,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection, button: HTMLButtonElement) => void;
}) {
  return (
    <div className="flex items-center gap-1" data-product-id={id}>
      <span
        draggable
        data-drag-handle={id}
        title={`Drag to move ${name}`}
        className="hidden cursor-grab rounded p-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 active:cursor-grabbing md:inline-flex"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </span>
      <Button
        variant="secondary"
        size="sm"
        data-move="up"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={(event) => onMove('up', event.currentTarget)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        data-move="down"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={(event) => onMove('down', event.currentTarget)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
