import type { StoreFileChanges } from '@giftfront/domain/admin/store-file-transfer';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import { storeFileSchema, type StoreFile } from '@giftfront/domain/store-file';
import { describeIssues, readableIssue } from '@giftfront/domain/validation';
import type { Executor } from '../../db/client.ts';
import { liveDataConflicts } from './live-data-conflicts.ts';
import { imageRefs, isRelativeAsset } from './load-store-file.ts';
import { readStoreContents } from './store-contents-read-model.ts';

export type UploadCheck = { ok: true; file: StoreFile; changes: StoreFileChanges } | { ok: false; problems: string[] };

/**
 * The command line's checks on a file uploaded from the dashboard: the schema (every problem by
 * its JSON path), the host's store only, no image named by a path beside the file (there is no
 * folder beside an upload), and the live figures the file would go below. Then what importing
 * would change, so the owner can confirm it first.
 */
export async function checkUploadedStoreFile(
  db: Executor,
  store: { id: string; slug: string },
  json: unknown,
): Promise<UploadCheck> {
  const parsed = storeFileSchema.safeParse(json, { error: readableIssue });
  const problems = parsed.success ? [] : describeIssues(parsed.error);
  const slug = (json as { slug?: unknown } | null)?.slug;
  if (typeof slug === 'string' && slug !== store.slug)
    problems.push(`slug: the file is for store "${slug}", not this store ("${store.slug}")`);
  for (const { where, src } of imageRefs(json))
    if (isRelativeAsset(src))
      problems.push(
        `${where}: an image beside the file (${src}) can only be imported with the command line; use an uploaded image's address`,
      );
  if (!parsed.success || problems.length) return { ok: false, problems };

  const file = parsed.data;
  const conflicts = await liveDataConflicts(db, store.id, file);
  if (conflicts.length) return { ok: false, problems: conflicts };
  return { ok: true, file, changes: await changesOf(db, store.id, file) };
}

async function changesOf(db: Executor, storeId: string, file: StoreFile): Promise<StoreFileChanges> {
  const now = await readStoreContents(db, storeId);
  const slugs = new Set(file.products.map((p) => p.slug));
  const codes = file.discountCodes.map((c) => c.code.trim().toUpperCase());
  const cards = file.giftCards.map((c) => normalizeGiftCardCode(c.code));
  return {
    products: {
      added: [...slugs].filter((slug) => !now.productSlugs.has(slug)),
      removed: [...now.productSlugs].filter((slug) => !slugs.has(slug)),
      updated: [...slugs].filter((slug) => now.productSlugs.has(slug)).length,
    },
    discountCodes: {
      added: codes.filter((code) => !now.discountCodes.has(code)),
      updated: codes.filter((code) => now.discountCodes.has(code)).length,
    },
    giftCards: {
      added: cards.filter((code) => !now.giftCardCodes.has(code)).length,
      kept: cards.filter((code) => now.giftCardCodes.has(code)).length,
    },
  };
}
