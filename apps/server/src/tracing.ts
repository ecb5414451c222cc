import { register } from 'node:module';
import { loadConfig } from './config.ts';

/**
 * OpenTelemetry tracing, loaded before the server (`node --import ./apps/server/dist/tracing.js
 * apps/server/dist/main.js`, as `npm run serve` does): when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, HTTP, Fastify and pg spans go to that OTLP/HTTP collector,
 * each request's span carrying its request id. Unset (or a setting main.ts will refuse), nothing
 * is loaded and nothing is patched.
 */
async function startTracing(): Promise<void> {
  let endpoint: string | undefined;
  try {
    endpoint = loadConfig().OTEL_EXPORTER_OTLP_ENDPOINT;
  } catch {
    return; // main.ts reports the configuration error
  }
  if (!endpoint) return;
  // ES modules (the server is one) are patched through import-in-the-middle's loader hook.
  register('import-in-the-middle/hook.mjs', import.meta.url);
  // Loaded only now, after the hook: the instrumented modules (http, pg, fastify) load after it.
  const { startTracerProvider } = await import('./tracing-sdk.ts');
  const provider = startTracerProvider();
  const flush = () => void provider.shutdown().catch(() => undefined);
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}

await startTracing();
