import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRunDatabase, databaseUrl, dropRunDatabase } from './run-databases.ts';
import { requestOn } from './http-request.ts';
import { freePort, spawnServer, type ServerProcess } from './server-process.ts';
import { tempDir } from './store-files.ts';
import { testDatabaseKind } from './test-database.ts';
import { waitFor } from './wait-for.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

interface OtlpSpan {
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

/** An OTLP/HTTP collector that keeps the spans it is sent (JSON, as the exporter posts them). */
function startCollector() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
        };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const collector = startCollector();
  let server: ServerProcess;
  let origin: string;
  let databaseName: string | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => collector.server.listen(0, '127.0.0.1', resolve));
    const { port: collectorPort } = collector.server.address() as { port: number };
    let databaseEnv = {};
    if (testDatabaseKind === 'postgres') {
      const base = process.env.TEST_DATABASE_URL!;
      databaseName = await createRunDatabase(base, inject('postgresRunPrefix'), 'otel');
      databaseEnv = { DATABASE_URL: databaseUrl(base, databaseName) };
    }
    const port = await freePort();
    server = spawnServer(
      {
        PORT: String(port),
        DATA_DIR: tempDir('giftfront-tracing-'),
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        ...databaseEnv,
      },
      {
        cwd: repoRoot,
        args: ['--import', 'tsx', '--import', './apps/server/src/tracing.ts', 'apps/server/src/main.ts'],
      },
    );
    await server.ready(port);
    origin = `http://127.0.0.1:${port}`;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    collector.server.close();
    if (databaseName) await dropRunDatabase(process.env.TEST_DATABASE_URL!, inject('postgresRunPrefix'), databaseName);
  });

  it('sends a span for each request with its route and request id, and the database calls under it', async () => {
    const answer = await requestOn(origin, 'demo.localhost', '/api/Store/Products');
    expect(answer.status).toBe(200);
    const requestId = answer.headers['x-request-id'] as string;
    expect(requestId).toBeTruthy();

    await waitFor(
      () => collector.spans.some((span) => attribute(span, 'giftfront.request_id') === requestId),
      30_000,
      'the request span at the collector',
    );
    const requestSpan = collector.spans.find((span) => attribute(span, 'giftfront.request_id') === requestId)!;
    expect(attribute(requestSpan, 'http.route')).toBe('/api/Store/Products');
    // The HTTP instrumentation's server span for the same request.
    expect(
      collector.spans.some((span) => span.name.startsWith('GET') && attribute(span, 'http.route') !== undefined),
    ).toBe(true);
    if (testDatabaseKind === 'postgres') {
      await waitFor(
        () => collector.spans.some((span) => attribute(span, 'db.system.name') === 'postgresql'),
        30_000,
        'a pg span at the collector',
      );
    }
  }, 60_000);
});
