/** The discounts module's public surface: other modules and the server's top level import only this file. */
export { default as discountCodeAdminRoutes } from './admin-routes.ts';
export { toDiscountCode } from './discount-repository.ts';
export { consumeDiscountUses, releaseDiscountReservations, reserveDiscountUses } from './discount-reservations.ts';
export { resolveDiscounts } from './resolve-discounts.ts';
export { default as discountRoutes } from './routes.ts';
export { upsertDiscountCode } from './imported-code-repository.ts';
