import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import type { AppleWalletSettings } from '../../config.ts';

/** What a push to one device came to: APNs' status (200 sent, 410 the device dropped the pass). */
export interface PushResult {
  pushToken: string;
  status: number;
}

/**
 * Tells devices that a pass changed (issue 30): Wallet then asks the web service which serials
 * changed and fetches them. Tests put a local stand-in behind APNS_HOST.
 */
export interface PassPusher {
  push(pushTokens: string[]): Promise<PushResult[]>;
}

/** A provider token lives up to an hour; Apple refuses one renewed more often than every 20 minutes. */
const TOKEN_LIFETIME_MS = 40 * 60 * 1000;

/**
 * APNs over HTTP/2 (the pass type's topic, an empty JSON body): token auth with a .p8 key when one
 * is configured, else the pass type certificate on the TLS connection, as Apple's pass updates allow.
 */
export class Http2PassPusher implements PassPusher {
  private token: { value: string; madeAt: number } | null = null;

  constructor(private readonly settings: AppleWalletSettings) {}

  private async authorization(): Promise<Record<string, string>> {
    const auth = this.settings.apnsToken;
    if (!auth) return {};
    if (!this.token || Date.now() - this.token.madeAt > TOKEN_LIFETIME_MS) {
      const key = await importPKCS8(auth.key, 'ES256');
      const value = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: auth.keyId })
        .setIssuer(this.settings.teamIdentifier)
        .setIssuedAt()
        .sign(key);
      this.token = { value, madeAt: Date.now() };
    }
    return { authorization: `bearer ${this.token.value}` };
  }

  async push(pushTokens: string[]): Promise<PushResult[]> {
    if (pushTokens.length === 0) return [];
    const { apnsHost, signerCert, signerKey, signerKeyPassphrase, apnsToken } = this.settings;
    const tls = apnsHost.startsWith('https:') && !apnsToken;
    const session = http2.connect(
      apnsHost,
      tls
        ? { cert: signerCert, key: signerKey, ...(signerKeyPassphrase ? { passphrase: signerKeyPassphrase } : {}) }
        : {},
    );
    // A refused connection fails each stream too: the caller sees it there.
    session.on('error', () => {});
    try {
      const headers = await this.authorization();
      const results: PushResult[] = [];
      for (const pushToken of pushTokens) {
        const status = await new Promise<number>((resolve, reject) => {
          const stream = session.request({
            ':method': 'POST',
            ':path': `/3/device/${encodeURIComponent(pushToken)}`,
            'apns-topic': this.settings.passTypeIdentifier,
            'apns-push-type': 'background',
            'apns-priority': '5',
            'content-type': 'application/json',
            ...headers,
          });
          let answer = 0;
          stream.setTimeout(10_000, () => stream.close(http2.constants.NGHTTP2_CANCEL));
          stream.on('response', (responseHeaders) => (answer = Number(responseHeaders[':status'])));
          stream.on('error', reject);
          stream.on('close', () => (answer ? resolve(answer) : reject(new Error('APNs gave no answer'))));
          stream.resume();
          stream.end('{}');
        });
        results.push({ pushToken, status });
      }
      return results;
    } finally {
      session.close();
    }
  }
}
