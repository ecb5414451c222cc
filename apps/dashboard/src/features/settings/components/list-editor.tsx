import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/button';

/** Rows of a settings list (fees, tax classes, shipping options), each removable, and an Add button. */
export function ListEditor({
  items,
  addLabel,
  onAdd,
  onRemove,
  empty,
  renderItem,
  itemLabel,
}: {
  items: readonly { key: string }[];
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  empty: string;
  itemLabel: (index: number) => string;
  renderItem: (index: number) => ReactNode;
}) {
  return (
    <div className="space-y-3">
      {items.length === 0 && <p className="text-sm text-zinc-600">{empty}</p>}
      {items.map((item, index) => (
        <div
          key={item.key}
          role="group"
          aria-label={itemLabel(index)}
          className="rounded-lg border border-zinc-200 p-3"
        >
          <div className="grid gap-3 sm:grid-cols-2">{renderItem(index)}</div>
          <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={() => onRemove(index)}>
            <Trash2 aria-hidden="true" className="size-4" /> Remove {itemLabel(index).toLowerCase()}
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" /> {addLabel}
      </Button>
    </div>
  );
}

/** A short id for a new row; the owner may change it. */
export const newRowId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 7)}`;
