/** The catalog module's public surface: other modules and the server's top level import only this file. */
export { default as catalogAdminRoutes } from './admin/admin-routes.ts';
export { richTextSanitizer } from './admin/sanitize-rich-text.ts';
export {
  countSold,
  listProducts,
  listStoredProducts,
  productsOutsideTaxClasses,
  storeProductNames,
} from './product-repository.ts';
export type { StoredProduct } from './product-repository.ts';
export { default as catalogRoutes } from './routes.ts';
export {
  deleteProductsNotIn,
  replaceDenominations,
  replaceProductImages,
  upsertProduct,
} from './imported-catalog-repository.ts';
