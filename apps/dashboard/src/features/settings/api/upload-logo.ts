import { LOGO_ACCEPT, LOGO_MAX_BYTES, type LogoUploadAnswer } from '@giftfront/domain/admin/settings';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** Why a file cannot be a logo, before sending it (the server checks the bytes too); null when it may go. */
export function logoFileProblem(file: File): string | null {
  if (!LOGO_ACCEPT.split(',').includes(file.type)) return `${file.name} is not a PNG, JPEG, WebP or SVG image.`;
  if (file.size > LOGO_MAX_BYTES) return `${file.name} is larger than 5 MB.`;
  return null;
}

/** Sends the logo and its alt text as multipart; the server's `{ message }` comes back as an ApiError. */
export async function uploadLogo(file: File, alt: string): Promise<LogoUploadAnswer> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/admin/settings/logo', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok)
    throw new ApiError(
      typeof body?.message === 'string' ? body.message : `${response.status} ${response.statusText}`.trim(),
      response.status,
      { body },
    );
  return body as LogoUploadAnswer;
}
