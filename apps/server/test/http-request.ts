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
      {
        method,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A POST whose body is held back until `finish()`: `started` resolves once the server has taken
 * the request (its 100 Continue), so a test can act while the request is surely in flight.
 */
export function heldRequestOn(
  origin: string,
  host: string,
  pathname: string,
  json: unknown,
): { started: Promise<void>; finish(): Promise<HttpAnswer> } {
  const payload = Buffer.from(JSON.stringify(json));
  const req = http.request(new URL(pathname, origin), {
    method: 'POST',
    headers: {
      host,
      expect: '100-continue',
      'content-type': 'application/json',
      'content-length': String(payload.length),
    },
  });
  const started = new Promise<void>((resolve, reject) => {
    req.on('continue', () => resolve());
    req.on('error', reject);
  });
  const answer = new Promise<HttpAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: () => body.toString('utf8'),
          json: () => JSON.parse(body.toString('utf8')),
        });
      });
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return {
    started,
    finish: () => {
      req.end(payload);
      return answer;
    },
  };
}
