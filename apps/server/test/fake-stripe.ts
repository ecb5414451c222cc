import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of the Stripe API the adapter uses (PaymentIntents, Refunds, whole or in part), so no test
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

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  stripeAccount: string | null;
  authorization: string | null;
  idempotencyKey: string | null;
  params: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent & { account: string | null }>;
  /** Refunds made, by id. Stripe keys a request by its Idempotency-Key: a repeat returns the first refund. */
  refunds: Map<string, FakeRefund>;
  /** How many of the next refund requests fail with a 500, as an unavailable Stripe would. */
  failRefunds: number;
  /** Connected accounts the platform has, by id, and whether each may take charges yet. */
  accounts: Map<string, { chargesEnabled: boolean }>;
  /** What the browser's confirmPayment would do on Stripe's side. */
  setStatus(id: string, status: string): FakeIntent;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent & { account: string | null }>();
  const refunds = new Map<string, FakeRefund>();
  const refundByKey = new Map<string, FakeRefund>();
  let counter = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const account = (req.headers['stripe-account'] as string | undefined) ?? null;
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        stripeAccount: account,
        authorization: req.headers.authorization ?? null,
        idempotencyKey,
        params,
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      const missing = (id: string) =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${id}'`,
          },
        });
      const visible = ({ account: _account, ...intent }: FakeIntent & { account: string | null }) => intent;

      const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
      if (accountMatch && req.method === 'GET') {
        const id = decodeURIComponent(accountMatch[1]!);
        const known = fake.accounts.get(id);
        if (!known)
          return send(403, {
            error: {
              type: 'invalid_request_error',
              code: 'account_invalid',
              message: `The provided key does not have access to account '${id}' (or that account does not exist).`,
            },
          });
        return send(200, {
          id,
          object: 'account',
          charges_enabled: known.chargesEnabled,
          details_submitted: known.chargesEnabled,
        });
      }

      if (url.pathname === '/v1/refunds' && req.method === 'POST') {
        if (fake.failRefunds > 0) {
          fake.failRefunds -= 1;
          res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
          return res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
        }
        const repeated = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
        if (repeated) return send(200, repeated);
        const intent = intents.get(params.payment_intent ?? '');
        if (!intent || intent.account !== account) return missing(params.payment_intent ?? '');
        if (intent.status !== 'succeeded')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: 'This PaymentIntent does not have a successful charge to refund.',
            },
          });
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        if (refunded >= intent.amount_received)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          });
        const amount = params.amount ? Number(params.amount) : intent.amount_received - refunded;
        if (amount > intent.amount_received - refunded)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              param: 'amount',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          });
        counter += 1;
        const metadata = Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        );
        const refund: FakeRefund = {
          id: `re_fake_${counter}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          metadata,
        };
        refunds.set(refund.id, refund);
        if (idempotencyKey) refundByKey.set(idempotencyKey, refund);
        return send(200, refund);
      }

      const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/cancel)?$/.exec(url.pathname);
      if (!match)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
          },
        });
      const [, id, cancel] = match;
      if (!id && req.method === 'POST') {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50)
          return send(400, {
            error: { type: 'invalid_request_error', param: 'amount', message: 'Amount must be at least $0.50 usd' },
          });
        counter += 1;
        const newId = `pi_fake_${counter}`;
        const metadata = Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
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

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    failRefunds: 0,
    accounts: new Map(),
    setStatus(id, status) {
      const intent = intents.get(id)!;
      intent.status = status;
      if (status === 'succeeded') intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
