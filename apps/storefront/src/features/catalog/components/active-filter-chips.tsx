import { X } from 'lucide-react';
import type { ListingFilters } from '../listing-filters';
import type { ListingFilterActions } from '../use-listing-filters';
import { labelOf, type FilterOptions } from './filter-options';
import { Trans, useLingui } from '@lingui/react/macro';

/** product §2: a chip per active filter, each removable, and Clear all. */
export function ActiveFilterChips({
  filters,
  actions,
  options,
}: {
  filters: ListingFilters;
  actions: ListingFilterActions;
  options: FilterOptions;
}) {
  const { t } = useLingui();
  const chips = [
    ...(filters.category && options.categories
      ? [
          {
            key: 'category',
            label: labelOf(options.categories, filters.category),
            remove: () => actions.setCategory(''),
          },
        ]
      : []),
    ...filters.prices.map((id) => ({
      key: id,
      label: labelOf(options.prices, id),
      remove: () => actions.togglePrice(id),
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <div data-testid="filter-chips" className="flex flex-wrap items-center gap-2">
      <span className="sr-only">
        <Trans>Active filters:</Trans>
      </span>
      {chips.map((chip) => {
        const chipLabel = chip.label;
        return (
          <button
            key={chip.key}
            type="button"
            onClick={chip.remove}
            data-testid="filter-chip"
            aria-label={t`Remove filter ${chipLabel}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-gray-100 pe-2.5 ps-3.5 text-sm font-medium text-gray-800 transition-colors hover:bg-gray-200"
          >
            {chip.label}
            <X aria-hidden="true" className="size-3.5" />
          </button>
        );
      })}
      <button
        type="button"
        onClick={actions.clearAll}
        data-testid="clear-filters"
        className="ms-1 rounded px-1 text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
      >
        <Trans>Clear all</Trans>
      </button>
    </div>
  );
}
