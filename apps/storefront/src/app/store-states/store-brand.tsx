import { Link } from '@/lib/router';
import type { StoreSettings } from '@giftfront/domain/branding';

/**
 * The store's logo, or its name when it has none, linking home. The logo's box is fixed (the
 * image fits inside it, left-aligned) so nothing beside it moves when it loads.
 */
export function StoreBrand({
  company,
  to = '/',
  logoOverride,
}: {
  company: StoreSettings['company'];
  to?: string;
  logoOverride?: string | null;
}) {
  const logo = logoOverride ?? company.logo?.src;
  return (
    <Link to={to} data-testid="store-brand" className="flex min-w-0 items-center rounded-lg">
      {logo ? (
        <img
          src={logo}
          alt={company.logo?.alt || company.name}
          className="h-9 w-[11rem] object-contain object-left sm:h-10 sm:w-[14rem]"
        />
      ) : (
        <span className="truncate text-lg font-bold tracking-tight text-gray-900 sm:text-xl">{company.name}</span>
      )}
    </Link>
  );
}
