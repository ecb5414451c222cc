import { Link } from 'react-router';

/** Filtered gift card lists one click from home: the list keeps its filters in the address. */
const SHORTCUTS = [
  { label: 'Active cards', search: '?status=Active' },
  { label: 'Expired cards', search: '?status=Expired' },
  { label: 'Voided cards', search: '?status=Voided' },
  { label: 'Vouchers', search: '?kind=voucher' },
] as const;

export function GiftCardShortcuts() {
  return (
    <nav aria-label="Gift card lists" className="mb-8" data-testid="gift-card-shortcuts">
      <h2 className="mb-3 text-sm font-semibold text-zinc-900">Gift cards</h2>
      <ul className="flex flex-wrap gap-2">
        {SHORTCUTS.map(({ label, search }) => (
          <li key={search}>
            <Link
              to={`/gift-cards${search}`}
              className="inline-flex h-8 items-center rounded-full border border-zinc-300 bg-white px-3 text-[13px] font-medium text-zinc-800 shadow-xs hover:border-accent/50 hover:bg-accent-soft/40"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
