import { createHash } from 'node:crypto';
import { contentTypeOfName, hasRasterSignature, IMAGE_FORMATS } from './image-types.ts';
import { sanitizeSvg } from './sanitize-svg.ts';

/** An image ready to store: its type checked, an SVG made inert, its hash computed. */
export interface PreparedImage {
  /** The path below /uploads/<store>/, e.g. images/logo.svg. */
  name: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

export class ImageProblem extends Error {}

/**
 * Every image takes this way into storage (store import, files of older versions, later uploads
 * from the dashboard): the type follows the name and must match the bytes; an SVG is sanitized.
 */
export async function prepareImage(name: string, bytes: Buffer): Promise<PreparedImage> {
  const contentType = contentTypeOfName(name);
  if (!contentType) throw new ImageProblem(`images must be ${IMAGE_FORMATS}: ${name}`);
  let stored = bytes;
  if (contentType === 'image/svg+xml') {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw new ImageProblem(`not an SVG image: ${name}`);
    stored = Buffer.from(clean, 'utf8');
  } else if (!hasRasterSignature(contentType, bytes)) {
    throw new ImageProblem(`not a ${contentType.slice('image/'.length).toUpperCase()} image: ${name}`);
  }
  return { name, contentType, bytes: stored, sha256: createHash('sha256').update(stored).digest('hex') };
}
