import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import type { ProductRow } from '../api/product-queries';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { productPriceSummary } from './product-price-summary';
import { ReorderButtons, type MoveDirection } from './reorder-buttons';
import { useRowDrag } from './use-row-drag';

export interface ProductRowActions {
  /** Owners change products; staff see the list only. */
  canEdit: boolean;
  busy: boolean;
  move: (product: ProductRow, direction: MoveDirection, button: HTMLButtonElement) => void;
  /** A drop of one row on another: it takes that row's place. */
  moveTo: (product: ProductRow, index: number) => void;
  duplicate: (product: ProductRow) => void;
  archive: (product: ProductRow) => void;
}

const TYPE_LABELS = { GiftCard: 'Gift card', Voucher: 'Voucher' } as const;

function ProductName({ product, canEdit }: { product: ProductRow; canEdit: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {product.mainImage ? (
        <img
          src={product.mainImage.src}
          alt=""
          className="size-10 shrink-0 rounded-md object-cover ring-1 ring-zinc-200"
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-zinc-100 text-zinc-400">
          <ImageOff aria-hidden="true" className="size-4" />
        </span>
      )}
      <span className="min-w-0">
        <Link
          to={`/products/${product.id}`}
          className="block truncate rounded-sm font-medium text-accent-ink hover:underline"
        >
          <span className="sr-only">{canEdit ? 'Edit ' : 'View '}</span>
          {product.name}
        </Link>
        <span className="block truncate text-xs text-zinc-600">/{product.slug}</span>
      </span>
    </div>
  );
}

/** The catalogue in the storefront's order ('popular' follows it). */
export function ProductsTable({
  products,
  currency,
  actions,
}: {
  products: ProductRow[];
  currency: string | null;
  actions: ProductRowActions;
}) {
  const columns: Column<ProductRow>[] = [
    { header: 'Product', cell: (p) => <ProductName product={p} canEdit={actions.canEdit} /> },
    { header: 'Type', cell: (p) => <span className="whitespace-nowrap">{TYPE_LABELS[p.type]}</span> },
    {
      header: 'Price',
      cell: (p) => (
        <span className="whitespace-nowrap tabular-nums">{productPriceSummary(p.priceRange, currency)}</span>
      ),
    },
    {
      header: 'Status',
      cell: (p) => (p.status === 'Active' ? <Badge tone="success">Active</Badge> : <Badge>Archived</Badge>),
    },
    { header: 'Sold', align: 'end', cell: (p) => <span className="tabular-nums">{p.quantitySold}</span> },
  ];
  if (actions.canEdit) {
    columns.push({
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (p) => {
        const index = products.indexOf(p);
        return (
          <div className="flex flex-wrap items-center justify-end gap-1.5">
            <ReorderButtons
              id={p.id}
              name={p.name}
              index={index}
              count={products.length}
              onMove={(direction, button) => actions.move(p, direction, button)}
            />
            <Button
              variant="secondary"
              size="sm"
              disabled={actions.busy}
              onClick={() => actions.duplicate(p)}
              aria-label={`Duplicate ${p.name}`}
            >
              Duplicate
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={actions.busy}
              onClick={() => actions.archive(p)}
              aria-label={`${p.status === 'Active' ? 'Archive' : 'Unarchive'} ${p.name}`}
            >
              {p.status === 'Active' ? 'Archive' : 'Unarchive'}
            </Button>
          </div>
        );
      },
    });
  }
  const drag = useRowDrag((draggedId, targetId) => {
    const product = products.find((p) => p.id === draggedId);
    const index = products.findIndex((p) => p.id === targetId);
    if (product && index >= 0) actions.moveTo(product, index);
  });
  return (
    <div {...drag.handlers}>
      <ResponsiveTable caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} testId="products" />
    </div>
  );
}
