/** The api-keys module's public surface: other modules and the server's top level import only this file. */
export { default as apiKeyAdminRoutes } from './admin-routes.ts';
export { default as idempotencyPlugin } from './idempotency-plugin.ts';
export { resolveApiKey } from './resolve-api-key.ts';
