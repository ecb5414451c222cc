import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '../src/modules/webhooks/webhook-signature.ts';

export interface ReceivedWebhook {
  /** The status the receiver answered with. */
  status?: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; created: number; store: string; data: Record<string, unknown> };
}

/** How the receiver answers one request: a status (200 unless told) after an optional delay. */
export type Responder = (
  request: ReceivedWebhook,
  index: number,
) => { status: number; delayMs?: number; body?: string };

/** A local webhook receiver on a free port: keeps what it is sent and answers as told. */
export async function startReceiver(respond: Responder = () => ({ status: 200 })) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request = { headers: req.headers, body, json: JSON.parse(body) as ReceivedWebhook['json'] };
      const index = received.push(request) - 1;
      const answer = respond(request, index);
      received[index]!.status = answer.status;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? `answer ${index}`);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The distinct events answered with a 2xx, in the order they first were. */
    accepted: () => {
      const seen = new Set<string>();
      return received.filter((r) => r.status! < 300 && !seen.has(r.json.id) && seen.add(r.json.id));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Checks a Giftfront-Signature header as docs/webhooks.md tells receivers to. */
export function signatureIsValid(header: string | string[] | undefined, body: string, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  const expected = signatureOf(secret, t, body);
  return parts.some(([key, value]) => key === 'v1' && value === expected);
}
