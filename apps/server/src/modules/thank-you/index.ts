/** The thank-you module's public surface: other modules and the server's top level import only this file. */
export { composeThankYou } from './compose-thank-you.ts';
export { default as thankYouRoutes } from './routes.ts';
