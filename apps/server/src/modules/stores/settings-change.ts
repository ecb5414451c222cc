import {
  ADMIN_SETTINGS_KEYS,
  adminSettingsSchema,
  CURRENCY_LOCKED_MESSAGE,
  type AdminSettings,
  type SettingsProblem,
} from '@giftfront/domain/admin/settings';
import { isFooterLink } from '@giftfront/domain/branding';
import {
  compactStoreTranslations,
  sameTexts,
  translationLanguageProblems,
} from '@giftfront/domain/merchant-translations';
import { listIssues } from '@giftfront/domain/validation';
import type { Executor } from '../../db/client.ts';
import { productsOutsideTaxClasses } from '../catalog/index.ts';
import { storeHasOrders } from './settings-read-model.ts';
import type { StoredSettings } from './settings-repository.ts';

/** The dashboard's view of what is stored (settings stored before a field existed get its default). */
export function adminSettingsOf(stored: StoredSettings): AdminSettings {
  const picked = Object.fromEntries(
    ADMIN_SETTINGS_KEYS.map((key) => [
      key,
      key === 'customEmbedScript' ? stored.customEmbedScript : stored.settings[key as keyof typeof stored.settings],
    ]),
  );
  // Footer links stored before they were checked may be neither web nor mailto: addresses; they are shown as unset (as the storefront treats them).
  const company = stored.settings.company;
  const keep = (link: string | null | undefined) => (link && isFooterLink(link) ? link : null);
  picked.company = {
    ...company,
    supportUrl: keep(company.supportUrl),
    privacyUrl: keep(company.privacyUrl),
    termsUrl: keep(company.termsUrl),
  };
  const parsed = adminSettingsSchema.safeParse(picked);
  // Every other field was checked by the same schemas when the store file was imported.
  return parsed.success ? parsed.data : (picked as AdminSettings);
}

export type SettingsChange =
  | { ok: true; next: StoredSettings; before: Record<string, unknown>; after: Record<string, unknown> }
  | { ok: false; problems: SettingsProblem[] };

/**
 * The settings `patch` results in, checked whole: the fields and lists (adminSettingsSchema), the
 * currency once the store has orders, and tax classes products still use. Every problem at once.
 */
export async function planSettingsChange(
  db: Executor,
  storeId: string,
  stored: StoredSettings,
  patch: Record<string, unknown>,
): Promise<SettingsChange> {
  const current = adminSettingsOf(stored);
  const merged: Record<string, unknown> = { ...current, ...patch };
  const parsed = adminSettingsSchema.safeParse(merged);
  const problems: SettingsProblem[] = parsed.success ? [] : listIssues(parsed.error);

  const currency = typeof merged.currencyCode === 'string' ? merged.currencyCode.toUpperCase() : null;
  if (currency && currency !== current.currencyCode && (await storeHasOrders(db, storeId)))
    problems.push({ path: 'currencyCode', message: `${CURRENCY_LOCKED_MESSAGE} (it stays ${current.currencyCode})` });

  // Page texts, the store's name and shipping options' names are translated only into the further languages the store offers (decision 0165);
  // a language's texts are checked when they change, so withdrawing a language refuses nothing else.
  if (parsed.success)
    for (const key of ['pageTextTranslations', 'translations'] as const) {
      const before: Record<string, unknown> = current[key] ?? {};
      const changed = Object.fromEntries(
        Object.entries(parsed.data[key]).filter(([language, texts]) => !sameTexts(texts, before[language])),
      );
      for (const problem of translationLanguageProblems(changed, parsed.data))
        problems.push({ path: [key, ...problem.path].join('.'), message: problem.message });
    }

  if (Array.isArray(merged.taxClasses)) {
    const kept = merged.taxClasses
      .map((taxClass) =>
        taxClass && typeof taxClass === 'object' ? String((taxClass as { id?: unknown }).id ?? '') : '',
      )
      .filter(Boolean);
    const orphans = await productsOutsideTaxClasses(db, storeId, kept);
    for (const id of new Set(orphans.map((product) => product.taxClassId))) {
      const names = orphans.filter((product) => product.taxClassId === id).map((product) => `"${product.name}"`);
      problems.push({
        path: 'taxClasses',
        message: `tax class "${id}" is used by ${names.join(', ')}: move ${names.length === 1 ? 'that product' : 'those products'} to another class first`,
      });
    }
  }
  if (problems.length || !parsed.success) return { ok: false, problems };

  const { customEmbedScript, ...settings } = parsed.data;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ADMIN_SETTINGS_KEYS) {
    if (JSON.stringify(current[key]) === JSON.stringify(parsed.data[key])) continue;
    before[key] = current[key] ?? null;
    after[key] = parsed.data[key] ?? null;
  }
  return {
    ok: true,
    next: {
      // Only the store's texts written are kept: an emptied one falls back (decision 0165).
      settings: { ...stored.settings, ...settings, translations: compactStoreTranslations(settings.translations) },
      customEmbedScript: customEmbedScript?.trim() ? customEmbedScript : null,
    },
    before,
    after,
  };
}
