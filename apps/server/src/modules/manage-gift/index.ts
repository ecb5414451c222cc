/** The manage-gift module's public surface: other modules and the server's top level import only this file. */
export { composeGiftChange } from './compose-gift-change.ts';
export { default as manageGiftRoutes } from './routes.ts';
