import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Test stand-ins for the deployment's wallet keys (docs/wallet-passes.md), made with openssl: a CA
 * playing Apple's WWDR, a pass type certificate it signed, an APNs .p8 key, and a Google service
 * account's RSA key. Nothing here is Apple's or Google's.
 */
export interface WalletTestKeys {
  dir: string;
  wwdr: string;
  signerCert: string;
  signerKey: string;
  apnsKey: string;
  serviceAccount: { client_email: string; private_key: string };
  googlePublicKey: string;
}

export function makeWalletTestKeys(passTypeIdentifier = 'pass.test.giftfront'): WalletTestKeys {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftfront-wallet-'));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test WWDR',
    '-keyout',
    at('wwdr.key'),
    '-out',
    at('wwdr.pem'),
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/UID=${passTypeIdentifier}/CN=Pass Type ID: ${passTypeIdentifier}`,
    '-keyout',
    at('signer.key'),
    '-out',
    at('signer.csr'),
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('signer.csr'),
    '-CA',
    at('wwdr.pem'),
    '-CAkey',
    at('wwdr.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    at('signer.pem'),
  );
  const apns = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = {
    client_email: 'wallet@giftfront-test.iam.gserviceaccount.com',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  writeFileSync(at('service-account.json'), JSON.stringify(serviceAccount));
  return {
    dir,
    wwdr: readFileSync(at('wwdr.pem'), 'utf8'),
    signerCert: readFileSync(at('signer.pem'), 'utf8'),
    signerKey: readFileSync(at('signer.key'), 'utf8'),
    apnsKey: apns.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    serviceAccount,
    googlePublicKey: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The settings that switch both wallets on, pointing APNs and Google at local stand-ins. */
export function walletSettings(keys: WalletTestKeys, urls: { apns: string; google: string }) {
  return {
    APPLE_PASS_TYPE_ID: 'pass.test.giftfront',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_WWDR_CERT: path.join(keys.dir, 'wwdr.pem'),
    APPLE_SIGNER_CERT: keys.signerCert,
    APPLE_SIGNER_KEY: keys.signerKey,
    APNS_HOST: urls.apns,
    APNS_KEY: keys.apnsKey,
    APNS_KEY_ID: 'KEY1234567',
    GOOGLE_WALLET_ISSUER_ID: '3388000000022',
    GOOGLE_WALLET_SERVICE_ACCOUNT: path.join(keys.dir, 'service-account.json'),
    GOOGLE_WALLET_API_BASE: `${urls.google}/walletobjects/v1`,
    GOOGLE_OAUTH_TOKEN_URL: `${urls.google}/token`,
  };
}
