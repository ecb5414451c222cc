import fs from 'node:fs/promises';
import path from 'node:path';

/** PNG or JPEG, the raster formats a PDF can embed as they are. */
export function isEmbeddableRaster(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/**
 * A design image for the PDF: a store upload (/uploads/…, under DATA_DIR/uploads) or a data: URL,
 * when it is PNG or JPEG. Anything else (SVG, a remote URL, a missing file) gives null and the
 * PDF draws a branded card instead; the server never fetches remote URLs.
 */
export async function loadRasterImage(src: string | null | undefined, uploadsDir: string): Promise<Buffer | null> {
  if (!src) return null;
  let bytes: Buffer | null = null;
  const dataUrl = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(src);
  if (dataUrl?.[2]) bytes = Buffer.from(dataUrl[2], 'base64');
  else if (src.startsWith('/uploads/')) {
    const root = path.resolve(uploadsDir);
    let relative: string;
    try {
      relative = decodeURIComponent(src.slice('/uploads/'.length).split(/[?#]/)[0] ?? '');
    } catch {
      return null; // a malformed %-escape
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    bytes = await fs.readFile(file).catch(() => null);
  }
  return bytes && isEmbeddableRaster(bytes) ? bytes : null;
}
