import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

/**
 * One request to a server in another process, on a store's host: Node's fetch drops a Host header
 * it is given, and does not resolve *.localhost, so process tests use node:http.
 */
export function requestOn(
  origin: string,
  host: string,
  pathname: string,
  { method = 'GET', headers = {}, json }: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<HttpAnswer> {
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, origin),
      { method, headers: { host, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: () => body.toString('utf8'), json: () => JSON.parse(body.toString('utf8')) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
