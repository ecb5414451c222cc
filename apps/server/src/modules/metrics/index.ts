/** The metrics module's public surface: other modules and the server's top level import only this file. */
export { default as metricsPlugin } from './plugin.ts';
