/** The health module's public surface: other modules and the server's top level import only this file. */
export { reportProductionReadiness } from './production-readiness.ts';
export { default as healthRoutes } from './routes.ts';
