/** The batches module's public surface: other modules and the server's top level import only this file. */
export { default as batchAdminRoutes } from './admin-routes.ts';
