/** The promotions module's public surface: other modules and the server's top level import only this file. */
export { default as bonusRuleAdminRoutes } from './admin-routes.ts';
export { grantOrderBonus } from './grant-order-bonus.ts';
export { default as promotionRoutes } from './routes.ts';
