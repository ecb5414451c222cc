import { useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMAGE_TYPES, type AdminProduct } from '@giftfront/domain/admin/products';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import {
  PRODUCTS_QUERY_KEY,
  productQueryKey,
  useDeleteProductImage,
  useUpdateProductImage,
} from '../api/product-queries';
import { imageFileProblem } from '../api/upload-product-image';
import { DesignRow } from './design-row';
import { FormSection } from './form-section';
import { PendingUpload, type PendingFile } from './pending-upload';

/** product §3 images: designs upload, change and go at once (they are not part of the product's Save). */
export function DesignsSection({ product, readOnly }: { product: AdminProduct | null; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const update = useUpdateProductImage(product?.id ?? '');
  const remove = useDeleteProductImage(product?.id ?? '');
  const failure = update.error ?? remove.error;

  if (!product) {
    return (
      <FormSection title="Designs" testId="designs">
        <p className="text-sm text-zinc-600">Create the product first, then add its images here.</p>
      </FormSection>
    );
  }

  const images = [...product.images].sort((a, b) => a.order - b.order);
  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    setRefusals(chosen.map(imageFileProblem).filter((problem): problem is string => problem !== null));
    setPending((before) => [
      ...before,
      ...chosen.filter((file) => !imageFileProblem(file)).map((file) => ({ key: crypto.randomUUID(), file })),
    ]);
    if (picker.current) picker.current.value = '';
  };

  return (
    <FormSection
      title="Designs"
      description="Images shoppers choose from. PNG, JPEG, WebP or SVG, up to 5 MB each; the main image leads on the storefront."
      testId="designs"
    >
      {images.length === 0 && pending.length === 0 && <p className="text-sm text-zinc-600">No images yet.</p>}
      {images.length > 0 && (
        <ol className="space-y-3" aria-label="Uploaded designs">
          {images.map((image, index) => (
            <DesignRow
              key={`${image.id}-${image.alt}`}
              image={image}
              index={index}
              count={images.length}
              readOnly={readOnly}
              busy={update.isPending || remove.isPending}
              onChange={(patch) => update.mutate({ imageId: image.id, patch })}
              onRemove={() => remove.mutate(image.id)}
            />
          ))}
        </ol>
      )}
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
      {pending.length > 0 && (
        <ul className="space-y-3" aria-label="Images to upload">
          {pending.map((item) => (
            <PendingUpload
              key={item.key}
              productId={product.id}
              pending={item}
              onDiscard={() => setPending((before) => before.filter((p) => p.key !== item.key))}
              onUploaded={(answer) => {
                queryClient.setQueryData(productQueryKey(product.id), answer.product);
                void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY, exact: true });
                setPending((before) => before.filter((p) => p.key !== item.key));
              }}
            />
          ))}
        </ul>
      )}
      {refusals.map((text) => (
        <Alert key={text} tone="error">
          {text}
        </Alert>
      ))}
      {!readOnly && (
        <div>
          <input
            ref={picker}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            className="sr-only"
            id="design-files"
            aria-label="Image files to upload"
            data-testid="design-files"
            tabIndex={-1}
            onChange={(event) => choose(event.target.files)}
          />
          <Button variant="secondary" onClick={() => picker.current?.click()}>
            <ImagePlus aria-hidden="true" className="size-4" /> Add images
          </Button>
        </div>
      )}
    </FormSection>
  );
}
