import { parseUploadPath } from '../media/upload-path.ts';

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

/**
 * A design image for the PDF: one of the store's own uploads (/uploads/<store>/…, from media
 * storage) or a data: URL, when it is PNG or JPEG. Anything else (SVG, a remote URL, another
 * store's upload, a missing image) gives null and the PDF draws a branded card instead; the server
 * never fetches remote URLs.
 */
export async function loadRasterImage(src: string | null | undefined, images: StoreImages): Promise<Buffer | null> {
  if (!src) return null;
  let bytes: Buffer | null = null;
  const dataUrl = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(src);
  if (dataUrl?.[2]) bytes = Buffer.from(dataUrl[2], 'base64');
  else {
    const upload = parseUploadPath(src);
    if (upload && upload.storeSlug === images.storeSlug) bytes = await images.read(upload.name);
  }
  return bytes && isEmbeddableRaster(bytes) ? bytes : null;
}
