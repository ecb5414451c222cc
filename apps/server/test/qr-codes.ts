import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';

/** What a QR code reader finds in a PNG: the encoded text, or null when it sees no code. */
export function decodeQrPng(png: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(png));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** Every raster image a PDF draws, in drawing order, as PNG files. */
export async function pdfImages(pdf: Uint8Array): Promise<Uint8Array[]> {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getImage({ imageBuffer: true });
    return result.pages.flatMap((page) => page.images.map((image) => image.data));
  } finally {
    await parser.destroy();
  }
}
