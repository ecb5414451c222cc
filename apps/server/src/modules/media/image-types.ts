/** The image formats a store may upload, by file extension. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export const IMAGE_FORMATS = 'PNG, JPEG, GIF, WebP, AVIF or SVG';

export function contentTypeOfName(name: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || null;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** Whether the bytes start as a file of that raster type does (SVG is checked by parsing it). */
export function hasRasterSignature(contentType: string, bytes: Buffer): boolean {
  switch (contentType) {
    case 'image/png':
      return bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
    case 'image/jpeg':
      return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/gif':
      return ascii(bytes, 0, 4) === 'GIF8';
    case 'image/webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
    case 'image/avif':
      return ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12));
    default:
      return false;
  }
}
