/** The webhooks module's public surface: other modules and the server's top level import only this file. */
export { default as webhookAdminRoutes } from './admin-routes.ts';
export { default as webhooksPlugin } from './plugin.ts';
