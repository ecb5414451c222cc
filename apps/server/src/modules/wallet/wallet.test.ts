import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { codeEnding } from '@giftfront/domain/gift-card';
import { createAdminStore, createAdminTestApp, ownerSession, type TestStore } from '../../../test/admin.ts';
import { insertOrder } from '../../../test/delivery-factories.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { issueCard } from '../../../test/gift-card-admin.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { deliveryComposers } from '../../delivery-composers.ts';
import { composeDeliveryMail } from '../mail/compose-delivery-mail.ts';
import { batchMailLoaders } from '../mail/mail-loaders.ts';
import { startFakeApns, startFakeGoogleWallet } from '../../../test/wallet-fakes.ts';
import { makeWalletTestKeys, walletSettings, type WalletTestKeys } from '../../../test/wallet-keys.ts';

const PASS_TYPE = 'pass.test.giftfront';
let keys: WalletTestKeys;
let apns: Awaited<ReturnType<typeof startFakeApns>>;
let google: Awaited<ReturnType<typeof startFakeGoogleWallet>>;
let t: TestApp;
let plain: TestApp;
let plainStore: TestStore;

beforeAll(async () => {
  keys = makeWalletTestKeys(PASS_TYPE);
  apns = await startFakeApns();
  google = await startFakeGoogleWallet();
  t = await createAdminTestApp({
    ...walletSettings(keys, { apns: apns.url, google: google.url }),
    JOBS_ENABLED: 'true',
    JOBS_POLL_INTERVAL_MS: '50',
  });
  plain = await createAdminTestApp();
  plainStore = await createAdminStore(plain.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await plain?.close();
  await apns?.close();
  await google?.close();
});

// pass.json as Wallet reads it: a loose JSON document the assertions walk into.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PassJson = Record<string, any>;

/** Unpacks a .pkpass with the system's unzip, as a person would, and reads its files. */
function unpack(pkpass: Buffer): { dir: string; files: Record<string, Buffer>; passJson: PassJson } {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftfront-pkpass-'));
  writeFileSync(path.join(dir, 'card.pkpass'), pkpass);
  execFileSync('unzip', ['-q', 'card.pkpass', '-d', 'out'], { cwd: dir });
  const out = path.join(dir, 'out');
  const names = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)));
  const files = Object.fromEntries(names.map((name) => [name, readFileSync(path.join(out, name))]));
  return { dir: out, files, passJson: JSON.parse(files['pass.json']!.toString('utf8')) };
}

const downloadPass = (store: TestStore, cardId: string) =>
  t.app.inject({ url: `/GiftCard/Wallet/${cardId}/apple.pkpass`, headers: store.headers });

const service = (
  store: TestStore,
  token: string | null,
  options: { method?: string; url: string; payload?: object; headers?: Record<string, string> },
) =>
  t.app.inject({
    method: (options.method ?? 'GET') as 'GET',
    url: `/api/wallet/apple/v1${options.url}`,
    headers: { ...store.headers, ...(token ? { authorization: `ApplePass ${token}` } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('Apple Wallet pass', () => {
  it('is a signed .pkpass: the manifest hashes its files and the signature verifies against the certificate', async () => {
    const store = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id, { balanceMinor: 3250 });
    const res = await downloadPass(store, card.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toBe('no-store');

    const { dir, files, passJson } = unpack(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      ['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature'].sort(),
    );
    const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== 'manifest.json' && name !== 'signature')
        .sort(),
    );
    for (const [name, hash] of Object.entries(manifest))
      expect(hash, name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    // A detached PKCS#7 signature of manifest.json, by the pass certificate, chained to the WWDR stand-in.
    const verified = execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        path.join(keys.dir, 'wwdr.pem'),
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    expect(verified).toBeDefined();
    // Tampering with the manifest breaks it.
    writeFileSync(
      path.join(dir, 'manifest.json'),
      files['manifest.json']!.toString('utf8').replace(/[0-9a-f]{40}/, '0'.repeat(40)),
    );
    expect(() =>
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          'signature',
          '-content',
          'manifest.json',
          '-CAfile',
          path.join(keys.dir, 'wwdr.pem'),
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir, stdio: 'pipe' },
      ),
    ).toThrow();

    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: 'TEAM123456',
      organizationName: 'Test Gifts',
      logoText: 'Test Gifts',
      webServiceURL: `http://${store.slug}.localhost:3000/api/wallet/apple`,
      expirationDate: '2030-03-05T23:59:59.000Z',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: card.code, messageEncoding: 'iso-8859-1' }],
      storeCard: {
        primaryFields: [{ key: 'balance', label: 'BALANCE', value: 32.5, currencyCode: 'USD' }],
        secondaryFields: [{ key: 'product', value: 'Classic Gift Card' }],
        auxiliaryFields: [{ key: 'expires', value: '2030-03-05T23:59:59.000Z' }],
      },
    });
    expect(passJson.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(passJson.backgroundColor).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    // The code is in the barcode only: the back shows its last four.
    expect(passJson.storeCard.backFields).toContainEqual({
      key: 'code',
      label: 'Card ending',
      value: codeEnding(card.code),
    });
  });

  it('shows what a voucher is for, and no code to scan once it is used', async () => {
    const store = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id, {
      kind: 'voucher',
      title: 'Spa Day',
      status: 'Used',
      usedAt: new Date('2026-11-03T10:00:00Z'),
    });
    const { passJson } = unpack((await downloadPass(store, card.id)).rawPayload);
    expect(passJson.storeCard.primaryFields).toEqual([{ key: 'for', label: 'VOUCHER FOR', value: 'Spa Day' }]);
    expect(passJson.storeCard.secondaryFields).toContainEqual({
      key: 'status',
      label: 'STATUS',
      value: 'Used on 03/11/2026',
    });
    expect(passJson.voided).toBe(true);
    expect(passJson.barcodes).toBeUndefined();
  });

  it("is another store's card not found, and without the certificates there is no pass", async () => {
    const store = await createAdminStore(t.db);
    const other = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id);
    expect((await downloadPass(other, card.id)).statusCode).toBe(404);
    expect((await downloadPass(store, 'not-a-uuid')).statusCode).toBe(404);
    const { card: plainCard } = await issueCard(plain.db, plainStore.id);
    const unconfigured = await plain.app.inject({
      url: `/GiftCard/Wallet/${plainCard.id}/apple.pkpass`,
      headers: plainStore.headers,
    });
    expect(unconfigured.statusCode).toBe(404);
    const noGoogle = await plain.app.inject({
      url: `/GiftCard/Wallet/${plainCard.id}/google`,
      headers: plainStore.headers,
    });
    expect(noGoogle.statusCode).toBe(404);
    const noService = await plain.app.inject({
      url: `/api/wallet/apple/v1/devices/d1/registrations/${PASS_TYPE}`,
      headers: plainStore.headers,
    });
    expect(noService.statusCode).toBe(404);
  });
});

describe("Apple's pass web service and Google Wallet, on card events", () => {
  it('serves the changed pass to a registered device after a redemption, pushes once, and rewrites the Google object', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id, { balanceMinor: 5000, initialMinor: 5000 });
    const first = unpack((await downloadPass(store, card.id)).rawPayload).passJson;
    const serial = first.serialNumber as string;
    const token = first.authenticationToken as string;
    const device = 'device-library-1';
    const registration = `/devices/${device}/registrations/${PASS_TYPE}/${serial}`;

    // Refusals: no token, a wrong token, another pass type, another store.
    const other = await createAdminStore(t.db);
    expect(
      (await service(store, null, { method: 'POST', url: registration, payload: { pushToken: 'push-1' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await service(store, 'wrong-token-wrong-token', {
          method: 'POST',
          url: registration,
          payload: { pushToken: 'push-1' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await service(store, token, {
          method: 'POST',
          url: `/devices/${device}/registrations/pass.other/${serial}`,
          payload: { pushToken: 'push-1' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await service(other, token, { method: 'POST', url: registration, payload: { pushToken: 'push-1' } })).statusCode,
    ).toBe(401);
    expect((await service(store, token, { method: 'POST', url: registration, payload: {} })).statusCode).toBe(400);

    expect(
      (await service(store, token, { method: 'POST', url: registration, payload: { pushToken: 'push-1' } })).statusCode,
    ).toBe(201);
    expect(
      (await service(store, token, { method: 'POST', url: registration, payload: { pushToken: 'push-1' } })).statusCode,
    ).toBe(200);

    const listed = await service(store, null, { url: `/devices/${device}/registrations/${PASS_TYPE}` });
    expect(listed.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = listed.json() as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([serial]);
    expect(
      (
        await service(store, null, {
          url: `/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`,
        })
      ).statusCode,
    ).toBe(204);

    const served = await service(store, token, { url: `/passes/${PASS_TYPE}/${serial}` });
    expect(served.statusCode).toBe(200);
    const lastModified = served.headers['last-modified'] as string;
    expect(
      (
        await service(store, token, {
          url: `/passes/${PASS_TYPE}/${serial}`,
          headers: { 'if-modified-since': lastModified },
        })
      ).statusCode,
    ).toBe(304);
    expect((await service(store, null, { url: `/passes/${PASS_TYPE}/${serial}` })).statusCode).toBe(401);

    // Google: the link saves the object (with the code) through the API and names it by id only.
    const save = await t.app.inject({ url: `/GiftCard/Wallet/${card.id}/google`, headers: store.headers });
    expect(save.statusCode).toBe(303);
    const location = save.headers.location as string;
    expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    expect(location).not.toContain(card.code);
    const jwt = location.slice('https://pay.google.com/gp/v/save/'.length);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, await importSPKI(keys.googlePublicKey, 'RS256'), {
      issuer: keys.serviceAccount.client_email,
      audience: 'google',
    });
    const objectId = `3388000000022.card-${card.id}`;
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: [`http://${store.slug}.localhost:3000`],
      payload: { giftCardObjects: [{ id: objectId }] },
    });
    expect(JSON.stringify(decodeJwt(jwt))).not.toContain(card.code);
    expect(google.classes.get(`3388000000022.store-${store.id}`)).toMatchObject({ issuerName: 'Test Gifts' });
    expect(google.objects.get(objectId)).toMatchObject({
      classId: `3388000000022.store-${store.id}`,
      state: 'ACTIVE',
      balance: { micros: '50000000', currencyCode: 'USD' },
      barcode: { type: 'QR_CODE', value: card.code },
    });
    // Saving again replaces rather than fails.
    expect((await t.app.inject({ url: `/GiftCard/Wallet/${card.id}/google`, headers: store.headers })).statusCode).toBe(
      303,
    );

    const pushesBefore = apns.received.length;
    const updatesBefore = google.requests.filter((r) => r.method === 'PUT' && r.url.includes(card.id)).length;
    const redeemed = await as({
      method: 'POST',
      url: `/api/admin/gift-cards/${card.id}/redemptions`,
      payload: { amount: 12.5 },
    });
    expect(redeemed.statusCode).toBe(201);

    await waitFor(
      () => google.requests.filter((r) => r.method === 'PUT' && r.url.includes(card.id)).length > updatesBefore,
      20_000,
      'the Google object rewritten',
    );
    const pushes = apns.received.slice(pushesBefore);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ path: '/3/device/push-1', body: '{}' });
    expect(pushes[0]!.headers['apns-topic']).toBe(PASS_TYPE);
    const bearer = String(pushes[0]!.headers.authorization).replace(/^bearer /, '');
    expect(decodeProtectedHeader(bearer)).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    expect(decodeJwt(bearer).iss).toBe('TEAM123456');
    expect(google.objects.get(objectId)).toMatchObject({ balance: { micros: '37500000', currencyCode: 'USD' } });

    // The device asks what changed, then fetches the new pass.
    const changed = await service(store, null, {
      url: `/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);
    const updated = await service(store, token, { url: `/passes/${PASS_TYPE}/${serial}` });
    expect(updated.statusCode).toBe(200);
    expect(unpack(updated.rawPayload).passJson.storeCard.primaryFields[0]).toMatchObject({
      key: 'balance',
      value: 37.5,
    });

    expect(
      (await service(store, null, { method: 'POST', url: '/log', payload: { logs: ['Web service error'] } }))
        .statusCode,
    ).toBe(200);
    expect((await service(store, token, { method: 'DELETE', url: registration })).statusCode).toBe(200);
    expect((await service(store, null, { url: `/devices/${device}/registrations/${PASS_TYPE}` })).statusCode).toBe(204);
  }, 60_000);
});

/** A pass.strings file read as Wallet reads it: `"key" = "value";` lines, quotes and backslashes escaped. */
function readStrings(file: Buffer): Map<string, string> {
  const unescape = (text: string) => text.replace(/\\(.)/g, (_m, char: string) => (char === 'n' ? '\n' : char));
  const entries = [...file.toString('utf8').matchAll(/^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$/gm)];
  return new Map(entries.map((entry) => [unescape(entry[1]!), unescape(entry[2]!)]));
}

/** What Wallet shows of a pass on a device in any language: pass.json's texts through its one localisation, if it has one. */
function shownBy(passJson: PassJson, files: Record<string, Buffer>) {
  const lproj = Object.keys(files).filter((name) => name.endsWith('.lproj/pass.strings'));
  const strings = lproj.length === 1 ? readStrings(files[lproj[0]!]!) : new Map<string, string>();
  const text = (value: unknown) => (typeof value === 'string' ? (strings.get(value) ?? value) : value);
  const fields = (kind: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (passJson.storeCard[kind] ?? []).map((field: Record<string, any>) => ({
      key: field.key,
      label: text(field.label),
      value: text(field.value),
      ...(field.changeMessage ? { changeMessage: text(field.changeMessage) } : {}),
    }));
  return {
    localisations: lproj.map((name) => name.split('/')[0]),
    description: text(passJson.description),
    organizationName: text(passJson.organizationName),
    primary: fields('primaryFields'),
    secondary: fields('secondaryFields'),
    auxiliary: fields('auxiliaryFields'),
    back: fields('backFields'),
  };
}

describe('a pass in the card’s language (issue 29)', () => {
  /** A store offering French and Arabic, its name translated, and a card bought in `language`. */
  async function cardBoughtIn(language: string, overrides: Parameters<typeof issueCard>[2] = {}) {
    const store = await createAdminStore(t.db, {
      languages: ['fr', 'ar'],
      translations: { fr: { name: 'Cadeaux Test' }, ar: { name: 'هدايا تجريبية' } },
    });
    const order = await insertOrder(t.db, store.id, { language });
    const { card } = await issueCard(t.db, store.id, { orderId: order.id, title: 'Classic', ...overrides });
    return { store, card };
  }

  it('in French: one fr.lproj whose pass.strings turns every label and change notice into French', async () => {
    const { store, card } = await cardBoughtIn('fr', { balanceMinor: 3250 });
    const { files, passJson } = unpack((await downloadPass(store, card.id)).rawPayload);
    const shown = shownBy(passJson, files);
    expect(shown.localisations).toEqual(['fr.lproj']);
    expect(files['manifest.json']!.toString('utf8')).toContain('fr.lproj/pass.strings');
    expect(shown.description).toBe('Classic de Cadeaux Test');
    expect(shown.organizationName).toBe('Cadeaux Test');
    expect(shown.primary).toEqual([
      { key: 'balance', label: 'SOLDE', value: 32.5, changeMessage: 'Votre solde est maintenant de %@' },
    ]);
    expect(shown.secondary).toEqual([{ key: 'product', label: 'CARTE CADEAU', value: 'Classic' }]);
    expect(shown.auxiliary).toEqual([
      {
        key: 'expires',
        label: 'EXPIRE LE',
        value: '2030-03-05T23:59:59.000Z',
        changeMessage: 'Expire désormais le %@',
      },
    ]);
    expect(shown.back).toContainEqual({ key: 'code', label: 'Carte se terminant par', value: codeEnding(card.code) });
    expect(JSON.stringify(shown)).not.toMatch(/BALANCE|GIFT CARD|EXPIRES|Card ending|Your balance/);
  });

  it('in Arabic: one ar.lproj, a voucher’s labels and its state in Arabic', async () => {
    const { store, card } = await cardBoughtIn('ar', {
      kind: 'voucher',
      status: 'Used',
      usedAt: new Date('2026-11-03T10:00:00Z'),
    });
    const { files, passJson } = unpack((await downloadPass(store, card.id)).rawPayload);
    const shown = shownBy(passJson, files);
    expect(shown.localisations).toEqual(['ar.lproj']);
    expect(shown.organizationName).toBe('هدايا تجريبية');
    expect(shown.description).toBe('Classic من هدايا تجريبية');
    expect(shown.primary).toEqual([{ key: 'for', label: 'قسيمة لـ', value: 'Classic' }]);
    expect(shown.secondary).toEqual([
      { key: 'product', label: 'المنتج', value: 'Classic' },
      { key: 'status', label: 'الحالة', value: `استُخدمت في ${formatShortDate('2026-11-03', 'ar-u-nu-latn')}` },
    ]);
    expect(shown.back).toContainEqual({ key: 'code', label: 'البطاقة المنتهية بـ', value: codeEnding(card.code) });
    expect(JSON.stringify(shown)).not.toMatch(/VOUCHER|PRODUCT|STATUS|Used on|Card ending/);
  });

  it('in English: no localisation, pass.json as it is', async () => {
    const { store, card } = await cardBoughtIn('en');
    const { files, passJson } = unpack((await downloadPass(store, card.id)).rawPayload);
    expect(shownBy(passJson, files).localisations).toEqual([]);
    expect(passJson.storeCard.primaryFields[0]).toMatchObject({ label: 'BALANCE' });
    expect(passJson.organizationName).toBe('Test Gifts');
  });

  it('on Google Wallet: the object’s texts in French, the class named in each of the store’s languages', async () => {
    const { store, card } = await cardBoughtIn('fr', { status: 'Expired' });
    expect((await t.app.inject({ url: `/GiftCard/Wallet/${card.id}/google`, headers: store.headers })).statusCode).toBe(
      303,
    );
    const object = google.objects.get(`3388000000022.card-${card.id}`) as PassJson;
    expect(object.textModulesData).toEqual([
      {
        id: 'product',
        header: 'Carte cadeau',
        body: 'Classic',
        localizedHeader: { defaultValue: { language: 'fr', value: 'Carte cadeau' } },
        localizedBody: { defaultValue: { language: 'fr', value: 'Classic' } },
      },
      {
        id: 'status',
        header: 'Statut',
        body: 'Expirée',
        localizedHeader: { defaultValue: { language: 'fr', value: 'Statut' } },
        localizedBody: { defaultValue: { language: 'fr', value: 'Expirée' } },
      },
    ]);
    expect(object.linksModuleData.uris[0]).toMatchObject({
      description: 'Cadeaux Test',
      localizedDescription: { defaultValue: { language: 'fr', value: 'Cadeaux Test' } },
    });
    expect(google.classes.get(`3388000000022.store-${store.id}`)).toMatchObject({
      issuerName: 'Test Gifts',
      localizedIssuerName: {
        defaultValue: { language: 'en', value: 'Test Gifts' },
        translatedValues: [
          { language: 'fr', value: 'Cadeaux Test' },
          { language: 'ar', value: 'هدايا تجريبية' },
        ],
      },
    });
  });
});

describe('Google Wallet down', () => {
  it('answers the save link with a page saying so, not a redirect or a 500', async () => {
    const store = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id);
    google.state.refusing = true;
    try {
      const res = await t.app.inject({ url: `/GiftCard/Wallet/${card.id}/google`, headers: store.headers });
      expect(res.statusCode).toBe(502);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Google Wallet is not answering');
      expect(res.body).toContain(`href="/GiftCard/Preview/${card.id}"`);
      expect(res.body).not.toContain(card.code);
    } finally {
      google.state.refusing = false;
    }
  });
});

describe('a device APNs says is gone', () => {
  it('is forgotten after the push answered 410', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const pass = unpack((await downloadPass(store, card.id)).rawPayload).passJson;
    const device = 'device-library-gone';
    const registered = await service(store, pass.authenticationToken, {
      method: 'POST',
      url: `/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`,
      payload: { pushToken: 'gone-1' },
    });
    expect(registered.statusCode).toBe(201);
    const redeemed = await as({
      method: 'POST',
      url: `/api/admin/gift-cards/${card.id}/redemptions`,
      payload: { amount: 5 },
    });
    expect(redeemed.statusCode).toBe(201);
    await waitFor(
      async () =>
        (await service(store, null, { url: `/devices/${device}/registrations/${PASS_TYPE}` })).statusCode === 204,
      20_000,
      'the gone device forgotten',
    );
    expect(apns.received.filter((push) => push.path === '/3/device/gone-1')).toHaveLength(1);
  }, 60_000);
});

describe('the wallet buttons', () => {
  it("are on the recipient's page and in the gift email when configured, and only while the card can be used", async () => {
    const store = await createAdminStore(t.db);
    const { card } = await issueCard(t.db, store.id);
    const page = await t.app.inject({ url: `/GiftCard/Preview/${card.id}`, headers: store.headers });
    expect(page.body).toContain(`href="/GiftCard/Wallet/${card.id}/apple.pkpass">Add to Apple Wallet</a>`);
    expect(page.body).toContain(`href="/GiftCard/Wallet/${card.id}/google" rel="noopener">Save to Google Wallet</a>`);

    const composed = await composeDeliveryMail(
      { db: t.db, loaders: batchMailLoaders(t.db, t.config), links: t.app },
      deliveryComposers,
      { storeId: store.id, kind: 'gift', subjectId: card.id, recipient: 'sam@example.com', payload: null },
    );
    if (!('send' in composed)) throw new Error('expected a mail');
    const base = `http://${store.slug}.localhost:3000/GiftCard/Wallet/${card.id}`;
    expect(composed.send.html).toContain(`href="${base}/apple.pkpass"`);
    expect(composed.send.html).toContain('Save to Google Wallet');
    expect(composed.send.text).toContain(`Add to Apple Wallet: ${base}/apple.pkpass`);
    expect(composed.send.text).toContain(`Save to Google Wallet: ${base}/google`);

    const { card: voided } = await issueCard(t.db, store.id, { status: 'Voided' });
    const voidedPage = await t.app.inject({ url: `/GiftCard/Preview/${voided.id}`, headers: store.headers });
    expect(voidedPage.statusCode).toBe(200);
    expect(voidedPage.body).not.toContain('Apple Wallet');
  });

  it('are nowhere without the keys', async () => {
    const { card } = await issueCard(plain.db, plainStore.id);
    const page = await plain.app.inject({ url: `/GiftCard/Preview/${card.id}`, headers: plainStore.headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Wallet');
    const composed = await composeDeliveryMail(
      { db: plain.db, loaders: batchMailLoaders(plain.db, plain.config), links: plain.app },
      deliveryComposers,
      { storeId: plainStore.id, kind: 'gift', subjectId: card.id, recipient: 'sam@example.com', payload: null },
    );
    if (!('send' in composed)) throw new Error('expected a mail');
    expect(composed.send.html + composed.send.text).not.toContain('Wallet');
  });
});
