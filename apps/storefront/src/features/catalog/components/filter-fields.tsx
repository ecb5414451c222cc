import { useId } from 'react';
import type { Category, ListingFilters, PriceBucketId, SortOptionId } from '../listing-filters';
import type { ListingFilterActions } from '../use-listing-filters';
import { Choice, ChoiceFieldset } from './filter-choices';
import type { FilterOptions } from './filter-options';
import { useLingui } from '@lingui/react/macro';

interface FieldProps {
  filters: ListingFilters;
  actions: ListingFilterActions;
  options: FilterOptions;
  /** Distinguishes the drawer's controls from the dropdowns' in tests. */
  scope: string;
  hideLegend?: boolean;
}

export function CategoryFields({ filters, actions, options, scope, hideLegend }: FieldProps) {
  const name = useId();
  const { t } = useLingui();
  if (!options.categories) return null;
  return (
    <ChoiceFieldset legend={t`Category`} hideLegend={hideLegend}>
      {options.categories.map((option) => (
        <Choice
          key={option.id || 'all'}
          type="radio"
          name={name}
          checked={filters.category === option.id}
          onChange={() => actions.setCategory(option.id as Category)}
          label={option.label}
          testId={`${scope}-category-${option.id || 'all'}`}
        />
      ))}
    </ChoiceFieldset>
  );
}

export function PriceFields({ filters, actions, options, scope, hideLegend }: FieldProps) {
  const { t } = useLingui();
  return (
    <ChoiceFieldset legend={t`Price`} hideLegend={hideLegend}>
      {options.prices.map((option) => (
        <Choice
          key={option.id}
          type="checkbox"
          name={`${scope}-price`}
          checked={filters.prices.includes(option.id as PriceBucketId)}
          onChange={() => actions.togglePrice(option.id as PriceBucketId)}
          label={option.label}
          testId={`${scope}-price-${option.id}`}
        />
      ))}
    </ChoiceFieldset>
  );
}

export function SortFields({ filters, actions, options, scope, hideLegend }: FieldProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <ChoiceFieldset legend={t`Sort by`} hideLegend={hideLegend}>
      {options.sorts.map((option) => (
        <Choice
          key={option.id}
          type="radio"
          name={name}
          checked={filters.sort === option.id}
          onChange={() => actions.setSort(option.id as SortOptionId)}
          label={option.label}
          testId={`${scope}-sort-${option.id}`}
        />
      ))}
    </ChoiceFieldset>
  );
}
