import { parseUploadPath } from '../media/index.ts';

/** PNG or JPEG, the raster formats a PDF can embed as they are. */
export function isEmbeddableRaster(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** One store's images, read from media storage by name. */
export interface StoreImages {
  storeSlug: string;
  read(name: string): Promise<Buffer | null>;
}

/** An image the PDF can draw: PNG or JPEG embedded as it is, or an SVG drawn as vectors. */
export type PdfImage = { kind: 'raster'; bytes: Buffer } | { kind: 'svg'; markup: string };

/** An SVG file (uploads are sanitized when stored): an <svg> root, after any XML declaration or comment. */
function svgMarkup(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype[^>]*>\s*)?<svg[\s>]/i.test(text) ? text : null;
}

/**
 * A design image or logo for the PDF: one of the store's own uploads (/uploads/<store>/…, from
 * media storage) when it is PNG, JPEG or SVG, or a PNG or JPEG data: URL. Anything else (a remote
 * URL, another store's upload, a missing image) gives null and the PDF draws a branded card
 * instead; the server never fetches remote URLs.
 */
export async function loadPdfImage(src: string | null | undefined, images: StoreImages): Promise<PdfImage | null> {
  if (!src) return null;
  const dataUrl = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(src);
  let bytes: Buffer | null = null;
  if (dataUrl?.[2]) bytes = Buffer.from(dataUrl[2], 'base64');
  else {
    const upload = parseUploadPath(src);
    if (upload && upload.storeSlug === images.storeSlug) bytes = await images.read(upload.name);
  }
  if (!bytes) return null;
  if (isEmbeddableRaster(bytes)) return { kind: 'raster', bytes };
  const markup = dataUrl ? null : svgMarkup(bytes);
  return markup ? { kind: 'svg', markup } : null;
}
