import type { AuditEntry } from '@giftfront/domain/admin/audit';
import type { Executor } from '../../db/client.ts';
import { readAuditNames, type AuditIds, type AuditNames } from './audit-names-read-model.ts';

/**
 * Entries written before the audit log named things (commit 6261b03, "Audit details a person can
 * read") hold internal ids where a person needs a name: a duplicate's `copyOf`, a reorder's `ids`,
 * a refund's `cards: [{ id, takeMinor }]`, and targets recorded without a label. They are read
 * with today's names, or 'a deleted <thing>' when the thing is gone; nothing stored is changed.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const KINDS: Record<keyof AuditNames, string> = {
  product: 'product',
  'gift-card': 'gift card',
  order: 'order',
  staff: 'staff member',
};
const isKind = (type: string): type is keyof AuditNames => type in KINDS;

type Figures = Record<string, unknown> | null;

/** Calls `see(kind, id)` for each id an entry names that this module knows how to read. */
function eachId(entry: AuditEntry, see: (kind: keyof AuditNames, id: string) => void) {
  if (entry.target && !entry.target.label && isKind(entry.target.type) && isId(entry.target.id))
    see(entry.target.type, entry.target.id);
  for (const figures of [entry.before, entry.after] as Figures[]) {
    if (!figures) continue;
    if (isId(figures.copyOf)) see('product', figures.copyOf);
    if (entry.action === 'product.reordered' && Array.isArray(figures.ids) && !('order' in figures))
      figures.ids.filter(isId).forEach((id) => see('product', id));
    if (Array.isArray(figures.cards))
      for (const card of figures.cards as unknown[])
        if (card && typeof card === 'object' && isId((card as Record<string, unknown>).id))
          see('gift-card', (card as { id: string }).id);
  }
}

/** One old entry with its ids read as names (pure: the names are given). */
export function nameOldEntry(entry: AuditEntry, names: AuditNames): AuditEntry {
  const name = (kind: keyof AuditNames, id: string) => names[kind].get(id) ?? `a deleted ${KINDS[kind]}`;
  const figures = (old: Figures): Figures => {
    if (!old) return old;
    const out: Record<string, unknown> = { ...old };
    if (isId(out.copyOf)) out.copyOf = name('product', out.copyOf);
    if (entry.action === 'product.reordered' && Array.isArray(out.ids) && !('order' in out))
      out.order = out.ids.map((id) => (isId(id) ? name('product', id) : id));
    if (Array.isArray(out.cards))
      out.cards = (out.cards as unknown[]).map((card) => {
        if (!card || typeof card !== 'object') return card;
        const { id, ...rest } = card as Record<string, unknown>;
        return isId(id) ? { card: name('gift-card', id), ...rest } : card;
      });
    return out;
  };
  const target =
    entry.target && !entry.target.label && isKind(entry.target.type) && isId(entry.target.id)
      ? { ...entry.target, label: name(entry.target.type, entry.target.id) }
      : entry.target;
  return { ...entry, target, before: figures(entry.before), after: figures(entry.after) };
}

/** The entries of one store with the ids of old entries read as names. */
export async function nameOldEntries(db: Executor, storeId: string, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const ids: AuditIds = { product: new Set(), 'gift-card': new Set(), order: new Set(), staff: new Set() };
  for (const entry of entries) eachId(entry, (kind, id) => ids[kind].add(id));
  if (Object.values(ids).every((set) => set.size === 0)) return entries;
  const names = await readAuditNames(db, storeId, ids);
  return entries.map((entry) => nameOldEntry(entry, names));
}
