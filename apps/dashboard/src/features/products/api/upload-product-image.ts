import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@giftfront/domain/admin/products';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** Why a file cannot be uploaded, before sending it (the server checks the bytes too); null when it may go. */
export function imageFileProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a PNG, JPEG, WebP or SVG image.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `${file.name} is larger than 5 MB.`;
  return null;
}

/**
 * Sends one image with its alt text and name as multipart. XMLHttpRequest rather than fetch: fetch
 * reports no upload progress. Errors are ApiErrors carrying the server's `{ message }`.
 */
export function uploadProductImage<Answer>(
  productId: string,
  file: File,
  { alt, name }: { alt: string; name: string },
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('name', name);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/products/${encodeURIComponent(productId)}/images`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    request.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as Answer);
      const message =
        typeof body?.message === 'string' ? body.message : `${request.status} ${request.statusText}`.trim();
      reject(new ApiError(message, request.status, { body }));
    };
    request.send(form);
  });
}
