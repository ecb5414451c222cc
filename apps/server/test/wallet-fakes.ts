import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

export interface ApnsRequest {
  path: string;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for APNs (HTTP/2 without TLS): records each push and answers 200, or 410 (device gone) to a token starting 'gone-'. */
export async function startFakeApns() {
  const received: ApnsRequest[] = [];
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      received.push({ path: String(headers[':path']), headers, body });
      stream.respond({ ':status': String(headers[':path']).startsWith('/3/device/gone-') ? 410 : 200 });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local stand-in for Google's token endpoint and the Wallet API's gift card class and object calls. */
export async function startFakeGoogleWallet() {
  const objects = new Map<string, Record<string, unknown>>();
  const classes = new Map<string, Record<string, unknown>>();
  const requests: Array<{ method: string; url: string; authorization?: string; body: string }> = [];
  /** While true, the Wallet API answers 503 (Google down). */
  const state = { refusing: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const send = (status: number, json: unknown = {}) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/token') return send(200, { access_token: 'fake-access-token', expires_in: 3600 });
      if (req.headers.authorization !== 'Bearer fake-access-token') return send(401);
      if (state.refusing) return send(503);
      const match = /^\/walletobjects\/v1\/(giftCardClass|giftCardObject)(?:\/([^/]+))?$/.exec(req.url!);
      if (!match) return send(404);
      const store = match[1] === 'giftCardClass' ? classes : objects;
      const parsed = JSON.parse(body) as Record<string, unknown> & { id: string };
      if (req.method === 'POST') {
        if (store.has(parsed.id)) return send(409);
        store.set(parsed.id, parsed);
        return send(200, parsed);
      }
      if (req.method === 'PUT') {
        const id = decodeURIComponent(match[2]!);
        if (!store.has(id)) return send(404);
        store.set(id, parsed);
        return send(200, parsed);
      }
      return send(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    classes,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
