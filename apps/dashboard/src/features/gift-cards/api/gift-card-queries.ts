import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  giftCardDetailCodec,
  giftCardListSchema,
  giftCardSummaryCodec,
  revealedCodeSchema,
} from '@giftfront/domain/admin/gift-cards';
import { z } from 'zod';
import { apiGet, apiPost, parsed, parsedInCurrency } from '@/lib/api-client';
import type { ListFilters } from '../use-list-filters';

/** The list's filters as the API reads them; the CSV export takes the same, without the page. */
export const listSearch = ({ query, status, kind }: Omit<ListFilters, 'page'>) => {
  const params = new URLSearchParams();
  if (query.trim()) params.set('query', query.trim());
  if (status) params.set('status', status);
  if (kind) params.set('kind', kind);
  return params.toString();
};

const listPath = ({ query, status, kind, page }: ListFilters) => {
  const params = new URLSearchParams();
  if (query.trim()) params.set('query', query.trim());
  if (status) params.set('status', status);
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/api/admin/gift-cards${search ? `?${search}` : ''}`;
};

/** One page of cards, newest first, each in minor units of its own currency; the previous page stays while the next loads. */
export function useGiftCardList(filters: ListFilters) {
  return useQuery({
    queryKey: ['gift-cards', filters],
    queryFn: async ({ signal }) => {
      const list = await apiGet(listPath(filters), signal).then(parsed(giftCardListSchema));
      // Each card is checked already; its codec only converts its amounts in its own currency.
      return { ...list, cards: list.cards.map((card) => z.decode(giftCardSummaryCodec(card.currency), card)) };
    },
    placeholderData: keepPreviousData,
  });
}

export const giftCardKey = (id: string) => ['gift-card', id] as const;

export function useGiftCard(id: string) {
  return useQuery({
    queryKey: giftCardKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/gift-cards/${id}`, signal).then(parsedInCurrency(giftCardDetailCodec, 'currency')),
  });
}

/** The full code, for this person, now: the server audits each reveal. */
export function useRevealCode(id: string) {
  return useMutation({
    mutationFn: () => apiPost(`/api/admin/gift-cards/${id}/code`).then(parsed(revealedCodeSchema)),
  });
}
