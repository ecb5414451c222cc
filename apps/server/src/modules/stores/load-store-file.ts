import fs from 'node:fs';
import path from 'node:path';
import { storeFileSchema, type StoreFile } from '@giftfront/domain/store-file';
import { describeIssues, readableIssue } from '@giftfront/domain/validation';

export class StoreFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid store file:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const isRelativeAsset = (src: string) => !/^([a-z]+:)?\/\//i.test(src) && !src.startsWith('/') && !src.startsWith('data:');

interface ImageRef {
  where: string;
  src: string;
}

/** Every image a file names, read defensively so a file with other problems is still checked. */
function imageRefs(json: unknown): ImageRef[] {
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
        product.images.forEach((image: { src?: unknown } | null, j) => add(`products[${i}].images[${j}].src`, image?.src));
    });
  return refs;
}

/**
 * Reads and validates a store file. Every problem is listed by its JSON path; images named by
 * relative path must exist beside the file, and are copied into DATA_DIR/uploads/<slug>/ with
 * src rewritten to the path the server serves. Nothing is copied when anything is wrong.
 */
export function loadStoreFile(filePath: string, dataDir: string): StoreFile {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : `not valid JSON (${(error as Error).message})`;
    throw new StoreFileError(filePath, [`(root): ${reason}`]);
  }
  const parsed = storeFileSchema.safeParse(json, { error: readableIssue });
  const problems = parsed.success ? [] : describeIssues(parsed.error);

  const baseDir = path.dirname(path.resolve(filePath));
  const localFile = (src: string) => {
    const from = path.resolve(baseDir, src);
    return from.startsWith(baseDir + path.sep) && fs.existsSync(from) ? from : null;
  };
  for (const { where, src } of imageRefs(json)) {
    if (isRelativeAsset(src) && !localFile(src)) problems.push(`${where}: image file not found: ${src}`);
  }
  if (!parsed.success || problems.length) throw new StoreFileError(filePath, problems);

  const file = parsed.data;
  const copies = new Map<string, string>();
  const served = (src: string): string => {
    if (!isRelativeAsset(src)) return src;
    const from = localFile(src)!;
    const relative = path.relative(baseDir, from).split(path.sep).join('/');
    copies.set(from, path.join(dataDir, 'uploads', file.slug, relative));
    return `/uploads/${file.slug}/${relative}`;
  };
  if (file.company.logo) file.company.logo.src = served(file.company.logo.src);
  for (const product of file.products) {
    if (product.imageSrc) product.imageSrc = served(product.imageSrc);
    for (const image of product.images) image.src = served(image.src);
  }
  for (const [from, to] of copies) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  return file;
}
