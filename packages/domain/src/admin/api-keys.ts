import { z } from 'zod';
import { API_KEY_SCOPES } from './api-key-scopes.ts';

export const API_KEY_NAME_MAX_LENGTH = 80;

/** POST /api/admin/api-keys. */
export const createApiKeySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(API_KEY_NAME_MAX_LENGTH, `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
  /** Left out: the scopes keys had before there was a choice (look up and redeem). */
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `Each scope must be one of ${API_KEY_SCOPES.join(', ')}` }), {
      error: 'Choose what the key may do',
    })
    .min(1, 'Choose at least one thing the key may do')
    .optional(),
});
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** The answer to creating a key: the only time the key itself is shown. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** A key as listed: never the key, only the prefix it starts with. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.uuid('id must be an API key id (uuid)') });

export const API_KEY_MESSAGES = {
  invalid: 'The API key is not valid for this store.',
  notFound: 'API key not found',
} as const;
