import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of the Stripe API the adapter uses (PaymentIntents), so no test
 * reaches the internet. Intents are kept per connected account, as Stripe Connect does.
 */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { message: string } | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  stripeAccount: string | null;
  authorization: string | null;
  params: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent & { account: string | null }>;
  /** What the browser's confirmPayment would do on Stripe's side. */
  setStatus(id: string, status: string): FakeIntent;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent & { account: string | null }>();
  let counter = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const account = (req.headers['stripe-account'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? '', path: url.pathname, stripeAccount: account, authorization: req.headers.authorization ?? null, params });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      const missing = (id: string) =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });
      const visible = ({ account: _account, ...intent }: FakeIntent & { account: string | null }) => intent;

      const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/cancel)?$/.exec(url.pathname);
      if (!match) return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
      const [, id, cancel] = match;
      if (!id && req.method === 'POST') {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50)
          return send(400, { error: { type: 'invalid_request_error', param: 'amount', message: 'Amount must be at least $0.50 usd' } });
        counter += 1;
        const newId = `pi_fake_${counter}`;
        const metadata = Object.fromEntries(
          Object.entries(params).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        );
        const intent = {
          id: newId,
          object: 'payment_intent' as const,
          amount,
          amount_received: 0,
          currency: params.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${newId}_secret_fake`,
          metadata,
          automatic_payment_methods: params['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
          last_payment_error: null,
          account,
        };
        intents.set(newId, intent);
        return send(200, visible(intent));
      }
      const intent = id ? intents.get(id) : undefined;
      if (!intent || intent.account !== account) return missing(id ?? '');
      if (cancel && req.method === 'POST') {
        intent.status = 'canceled';
        return send(200, visible(intent));
      }
      if (req.method === 'POST') {
        if (params.amount) intent.amount = Number(params.amount);
        return send(200, visible(intent));
      }
      return send(200, visible(intent));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    setStatus(id, status) {
      const intent = intents.get(id)!;
      intent.status = status;
      if (status === 'succeeded') intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
