import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { LOOPBACK_RANGES } from './webhook-policy.ts';

/** What is kept of an answer: the delivery log shows its first 1 KB. */
export const RESPONSE_KEEP_BYTES = 1024;

export interface PostOutcome {
  /** The HTTP status, or null when no answer came (refused, timed out, blocked address). */
  status: number | null;
  durationMs: number;
  /** The answer's first 1 KB, or why there was none. */
  response: string;
}

export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome>;
  close(): void;
}

/**
 * POSTs through agents that check every address they connect to (request-filtering-agent: a
 * name that resolves to a private, loopback, link-local or metadata address is refused at
 * connect time, not only when saved). No redirect is followed (node:http follows none); the
 * answer is read to its first 1 KB and the connection dropped; the whole exchange has a deadline.
 */
export function createWebhookSender(options: { timeoutMs: number; allowLocal: boolean }): WebhookSender {
  const filter = { allowIPAddressList: options.allowLocal ? LOOPBACK_RANGES : [], keepAlive: true, maxSockets: 50 };
  const agents = { http: new RequestFilteringHttpAgent(filter), https: new RequestFilteringHttpsAgent(filter) };
  return {
    post(url, headers, body) {
      const started = performance.now();
      const target = new URL(url);
      const done = (status: number | null, response: string): PostOutcome => ({
        status,
        durationMs: Math.round(performance.now() - started),
        response,
      });
      if (target.protocol !== 'https:' && !(options.allowLocal && target.protocol === 'http:'))
        return Promise.resolve(done(null, 'Refused: only https URLs are sent to'));
      const client = target.protocol === 'https:' ? https : http;
      const deadline = started + options.timeoutMs;
      const once = (): Promise<PostOutcome | 'stale'> =>
        new Promise((resolve) => {
          let settled = false;
          const finish = (outcome: PostOutcome | 'stale') => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve(outcome);
          };
          const request = client.request(
            target,
            {
              method: 'POST',
              agent: target.protocol === 'https:' ? agents.https : agents.http,
              headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (answer) => {
              const chunks: Buffer[] = [];
              let kept = 0;
              const keep = () => {
                finish(
                  done(answer.statusCode ?? null, Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEEP_BYTES)),
                );
              };
              answer.on('data', (chunk: Buffer) => {
                if (kept < RESPONSE_KEEP_BYTES) chunks.push(chunk.subarray(0, RESPONSE_KEEP_BYTES - kept));
                kept += chunk.length;
                if (kept >= RESPONSE_KEEP_BYTES) {
                  keep();
                  answer.destroy();
                }
              });
              answer.on('end', keep);
              answer.on('error', keep);
            },
          );
          const timer = setTimeout(
            () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)),
            Math.max(deadline - performance.now(), 0),
          );
          request.on('error', (err: NodeJS.ErrnoException) => {
            // A kept-alive connection the receiver closed while it was idle: the POST never got there.
            if (request.reusedSocket && err.code === 'ECONNRESET') finish('stale');
            else finish(done(null, err.message.slice(0, RESPONSE_KEEP_BYTES)));
          });
          request.end(body);
        });
      return (async () => {
        // A stale connection is tried again on another, within the same deadline (the event id lets a receiver drop a repeat).
        for (;;) {
          const outcome = await once();
          if (outcome !== 'stale') return outcome;
        }
      })();
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
