/**
 * The store file (docs/store-file.md): its export, its import into the owners' tables through their
 * public files, the shipped stores' seed and the dashboard's routes. It sits above stores, catalog,
 * discounts and gift-cards, whose rows one file carries.
 */
export { default as storeFileRoutes } from './store-file-routes.ts';
export { exportStore } from './export-store.ts';
export { importStore } from './import-store.ts';
export type { ImportSummary } from './import-store.ts';
export { importLegacyUploads } from './legacy-uploads.ts';
export { StoreImportConflict } from './live-data-conflicts.ts';
export { StoreFileError, loadStoreFile } from './load-store-file.ts';
export { seedStoresIfEmpty } from './seed.ts';
