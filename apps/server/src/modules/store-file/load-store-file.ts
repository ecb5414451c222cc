import fs from 'node:fs';
import path from 'node:path';
import { storeFileSchema, type StoreFile } from '@giftfront/domain/store-file';
import { describeIssues, readableIssue } from '@giftfront/domain/validation';
import { ImageProblem, prepareImage, type PreparedImage } from '../media/index.ts';
import { uploadPath } from '../media/index.ts';

export class StoreFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid store file:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

export const isRelativeAsset = (src: string) =>
  !/^([a-z]+:)?\/\//i.test(src) && !src.startsWith('/') && !src.startsWith('data:');

interface ImageRef {
  where: string;
  src: string;
}

/** Every image a file names, read defensively so a file with other problems is still checked. */
export function imageRefs(json: unknown): ImageRef[] {
  const refs: ImageRef[] = [];
  const add = (where: string, src: unknown) => {
    if (typeof src === 'string' && src) refs.push({ where, src });
  };
  const file = (json ?? {}) as { company?: { logo?: { src?: unknown } }; products?: unknown };
  add('company.logo.src', file.company?.logo?.src);
  if (Array.isArray(file.products))
    file.products.forEach((product: { imageSrc?: unknown; images?: unknown } | null, i) => {
      add(`products[${i}].imageSrc`, product?.imageSrc);
      if (Array.isArray(product?.images))
        product.images.forEach((image: { src?: unknown } | null, j) =>
          add(`products[${i}].images[${j}].src`, image?.src),
        );
    });
  return refs;
}

export interface LoadedStoreFile {
  file: StoreFile;
  /** The images the file names by relative path, ready to store, named as they are served. */
  images: PreparedImage[];
}

/**
 * Reads and validates a store file. Every problem is listed by its JSON path; images named by
 * relative path must exist beside the file and be images of an accepted type (an SVG is
 * sanitized). Their src becomes the path the server serves (/uploads/<slug>/<relative path>);
 * importStore writes them to media storage with the store.
 */
export async function loadStoreFile(filePath: string): Promise<LoadedStoreFile> {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'file not found'
        : `not valid JSON (${(error as Error).message})`;
    throw new StoreFileError(filePath, [`(root): ${reason}`]);
  }
  const parsed = storeFileSchema.safeParse(json, { error: readableIssue });
  const problems = parsed.success ? [] : describeIssues(parsed.error);

  const baseDir = path.dirname(path.resolve(filePath));
  const localFile = (src: string) => {
    const from = path.resolve(baseDir, src);
    return from.startsWith(baseDir + path.sep) && fs.existsSync(from) ? from : null;
  };
  const images = new Map<string, PreparedImage>();
  for (const { where, src } of imageRefs(json)) {
    if (!isRelativeAsset(src)) continue;
    const from = localFile(src);
    if (!from) {
      problems.push(`${where}: image file not found: ${src}`);
      continue;
    }
    const name = path.relative(baseDir, from).split(path.sep).join('/');
    if (images.has(name)) continue;
    try {
      images.set(name, await prepareImage(name, fs.readFileSync(from)));
    } catch (error) {
      if (!(error instanceof ImageProblem)) throw error;
      problems.push(`${where}: ${error.message}`);
    }
  }
  if (!parsed.success || problems.length) throw new StoreFileError(filePath, problems);

  const file = parsed.data;
  const served = (src: string): string =>
    isRelativeAsset(src)
      ? uploadPath(file.slug, path.relative(baseDir, localFile(src)!).split(path.sep).join('/'))
      : src;
  if (file.company.logo) file.company.logo.src = served(file.company.logo.src);
  for (const product of file.products) {
    if (product.imageSrc) product.imageSrc = served(product.imageSrc);
    for (const image of product.images) image.src = served(image.src);
  }
  return { file, images: [...images.values()] };
}
