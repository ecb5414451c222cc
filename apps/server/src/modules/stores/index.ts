/** The stores module's public surface: other modules and the server's top level import only this file. */
export { default as adminSettingsRoutes } from './admin-settings-routes.ts';
export { publicStoreSettings } from './public-store-settings.ts';
export { default as storeRoutes } from './routes.ts';
export { default as storeContext } from './store-context-plugin.ts';
export { listStores } from './store-list-read-model.ts';
export type { StoreListing } from './store-list-read-model.ts';
export {
  findNotificationEmail,
  findStoreById,
  findStoreBySlug,
  countStores,
  findStoreSettings,
  listStoreSettings,
  replaceNotificationSettings,
  replacePaymentSettings,
  storeSlugOf,
  storeSlugs,
} from './store-repository.ts';
export type { StoreRecord } from './store-repository.ts';
export { findStoreIdBySlug, insertStoreFromFile, updateStoreFromFile } from './store-file-repository.ts';
export type { StoreFileValues } from './store-file-repository.ts';
