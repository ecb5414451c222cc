/** The wallet module's public surface: other modules and the server's top level import only this file. */
export { default as walletPlugin } from './plugin.ts';
