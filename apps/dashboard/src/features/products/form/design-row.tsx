import { useState } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { AdminProductImage, ProductImagePatch } from '@giftfront/domain/admin/products';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';

/** An uploaded design: the name shoppers read, its alt text, its place, whether it is the main image; or remove it. */
export function DesignRow({
  image,
  index,
  count,
  readOnly,
  busy,
  onChange,
  onRemove,
}: {
  image: AdminProductImage;
  index: number;
  count: number;
  readOnly: boolean;
  busy: boolean;
  onChange: (patch: ProductImagePatch) => void;
  onRemove: () => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const [name, setName] = useState(image.name);
  const altChanged = alt.trim() !== image.alt;
  const nameChanged = name.trim() !== image.name;
  const place = `design ${index + 1}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 sm:flex-row" data-testid="design-row">
      <img
        src={image.src}
        alt=""
        className="h-20 w-32 shrink-0 rounded-md bg-zinc-100 object-cover ring-1 ring-zinc-200"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-zinc-800">
            Design {index + 1}: {image.name}
          </span>
          {image.isMain && <Badge tone="accent">Main image</Badge>}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={`Name of ${place}`}
            hint="Shoppers see it in the cart."
            containerClassName="flex-1"
            value={name}
            readOnly={readOnly}
            onChange={(event) => setName(event.target.value)}
          />
          {!readOnly && nameChanged && (
            <Button variant="secondary" disabled={busy || !name.trim()} onClick={() => onChange({ name: name.trim() })}>
              Save name
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={`Alt text of ${place}`}
            containerClassName="flex-1"
            value={alt}
            readOnly={readOnly}
            onChange={(event) => setAlt(event.target.value)}
          />
          {!readOnly && altChanged && (
            <Button variant="secondary" disabled={busy || !alt.trim()} onClick={() => onChange({ alt: alt.trim() })}>
              Save alt text
            </Button>
          )}
        </div>
        {!readOnly && (
          <div className="flex flex-wrap gap-1.5">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Move ${place} up`}
              disabled={busy || index === 0}
              onClick={() => onChange({ order: index - 1 })}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Move ${place} down`}
              disabled={busy || index === count - 1}
              onClick={() => onChange({ order: index + 1 })}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            {!image.isMain && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => onChange({ isMain: true })}
                aria-label={`Make ${place} the main image`}
              >
                <Star aria-hidden="true" className="size-4" /> Make main
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              className="text-red-700"
              disabled={busy}
              onClick={onRemove}
              aria-label={`Remove ${place}`}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remove
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
