/**
 * What an API key may do (issue 28, decision 0090). Zod-free: the server's routes, the
 * dashboard's API keys page and docs/integrations.md read the same list.
 */
export const API_KEY_SCOPES = ['gift_cards:read', 'gift_cards:write', 'redemptions', 'orders:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Keys made before scopes existed could look cards up and redeem them: they keep exactly that. */
export const LEGACY_API_KEY_SCOPES: readonly ApiKeyScope[] = ['gift_cards:read', 'redemptions'];

/** What each scope allows, as the dashboard shows it beside its checkbox. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, { label: string; description: string }> = {
  'gift_cards:read': {
    label: 'Read gift cards',
    description: 'Look a card up by its code, list cards, read their activity and the activity stream.',
  },
  'gift_cards:write': {
    label: 'Issue and change gift cards',
    description: 'Create cards, load and adjust balances, void and reactivate.',
  },
  redemptions: {
    label: 'Redeem',
    description: 'Redeem and reverse, and place, capture and release holds.',
  },
  'orders:read': { label: 'Read orders', description: 'Read an order by its id.' },
};

export const isApiKeyScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

export const missingScopeMessage = (scope: ApiKeyScope) =>
  `This API key may not do this: it needs the ${scope} scope. An owner can create a key with it on the dashboard's API keys page.`;
