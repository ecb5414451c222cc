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

/**
 * Reads and validates a store file. Every problem is listed by its JSON path; images named by
 * relative path must exist, and are copied into DATA_DIR/uploads/<slug>/ with src rewritten.
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
  if (!parsed.success) throw new StoreFileError(filePath, describeIssues(parsed.error));
  const file = parsed.data;

  const baseDir = path.dirname(path.resolve(filePath));
  const problems: string[] = [];
  const copies: Array<{ from: string; to: string }> = [];
  const resolve = (src: string, where: string): string => {
    if (!isRelativeAsset(src)) return src;
    const from = path.resolve(baseDir, src);
    if (!from.startsWith(baseDir + path.sep) || !fs.existsSync(from)) {
      problems.push(`${where}: image file not found: ${src}`);
      return src;
    }
    const relative = path.relative(baseDir, from).split(path.sep).join('/');
    copies.push({ from, to: path.join(dataDir, 'uploads', file.slug, relative) });
    return `/uploads/${file.slug}/${relative}`;
  };

  if (file.company.logo) file.company.logo.src = resolve(file.company.logo.src, 'company.logo.src');
  file.products.forEach((product, i) => {
    if (product.imageSrc) product.imageSrc = resolve(product.imageSrc, `products[${i}].imageSrc`);
    product.images.forEach((image, j) => {
      image.src = resolve(image.src, `products[${i}].images[${j}].src`);
    });
  });
  if (problems.length) throw new StoreFileError(filePath, problems);
  for (const { from, to } of copies) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  return file;
}
