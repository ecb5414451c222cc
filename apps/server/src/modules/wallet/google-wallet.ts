import { importPKCS8, SignJWT } from 'jose';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import { codeEnding } from '@giftfront/domain/gift-card';
import { offeredLanguages } from '@giftfront/domain/languages';
import type { StoreSettings } from '@giftfront/domain/branding';
import type { GoogleWalletSettings } from '../../config.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import { storeBrand, type StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from '../gift-card-pages/index.ts';
import type { GiftCardRecord } from '../gift-card-pages/index.ts';
import { walletPassTexts } from './wallet-pass-texts.ts';

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** Ids Google accepts: `<issuer>.<suffix>`, the suffix of letters, digits, '.', '_' and '-'. */
export const googleClassId = (settings: GoogleWalletSettings, storeId: string) =>
  `${settings.issuerId}.store-${storeId}`;
export const googleObjectId = (settings: GoogleWalletSettings, giftCardId: string) =>
  `${settings.issuerId}.card-${giftCardId}`;

export interface GoogleCardInput {
  storeId: string;
  storeUrl: string;
  /** The store's branding with its name in the card's language. */
  brand: StoreBrand;
  card: GiftCardRecord;
  /** The card in its language (its order's, else the store's). */
  presentation: CardPresentation;
  loc: Localizer;
}

/** Google's LocalizedString: the text shown when no translation matches the device's language, and the translations. */
const localized = (language: string, value: string, translations: { language: string; value: string }[] = []) => ({
  defaultValue: { language, value },
  ...(translations.length > 0 ? { translatedValues: translations } : {}),
});

/**
 * The gift card class: one per store, its name and colour. Cards of every language share it, so
 * its name is the default language's, with the store's name in each further language it offers
 * (decision 0165) for Google to show by the device's language.
 */
export function giftCardClass(
  settings: GoogleWalletSettings,
  store: { settings: StoreSettings },
  input: Pick<GoogleCardInput, 'storeId' | 'storeUrl'>,
) {
  const [first, ...others] = offeredLanguages(store.settings);
  const brand = storeBrand(store.settings, first);
  const name = localized(
    first!,
    brand.name,
    others
      .map((language) => ({ language, value: storeBrand(store.settings, language).name }))
      .filter((translation) => translation.value !== brand.name),
  );
  return {
    id: googleClassId(settings, input.storeId),
    issuerName: brand.name,
    localizedIssuerName: name,
    merchantName: brand.name,
    localizedMerchantName: name,
    reviewStatus: 'UNDER_REVIEW',
    allowMultipleUsersPerObject: false,
    hexBackgroundColor: brand.color,
    homepageUri: { uri: input.storeUrl, description: brand.name },
  };
}

/**
 * The card as a giftCardObject: the balance (money) or what a voucher is for, expiry, state, and
 * the code as the QR the Redeem page scans. It is written to Google through the API, never put in
 * the save link, which names it by id only (the code never travels in a URL).
 */
export function giftCardObject(settings: GoogleWalletSettings, input: GoogleCardInput) {
  const { card, presentation, loc } = input;
  const words = walletPassTexts(loc, { title: presentation.title, store: input.brand.name, status: card.status });
  // The card's one language is the default, so Google shows it whatever the device's language (issue 29).
  const textModule = (id: string, header: string, body: string) => ({
    id,
    header,
    body,
    localizedHeader: localized(loc.language, header),
    localizedBody: localized(loc.language, body),
  });
  const voucher = presentation.voucher;
  const usable = voucher ? voucher.state === 'Valid' : card.status === 'Active';
  const state = usable ? 'ACTIVE' : card.status === 'Expired' || voucher?.state === 'Expired' ? 'EXPIRED' : 'INACTIVE';
  return {
    id: googleObjectId(settings, card.id),
    classId: googleClassId(settings, input.storeId),
    state,
    cardNumber: codeEnding(card.code),
    ...(voucher
      ? {}
      : {
          balance: {
            micros: String(Math.round(toMajor(minorUnits(card.balanceMinor), card.currency) * 1_000_000)),
            currencyCode: card.currency,
          },
        }),
    textModulesData: [
      voucher
        ? textModule('for', words.voucherFor, voucher.option ?? voucher.product)
        : textModule('product', words.giftCard, presentation.title),
      ...(voucher ? [textModule('status', words.status, voucher.status)] : []),
      ...(!voucher && !usable ? [textModule('status', words.status, words.cardStatus)] : []),
      ...(voucher && voucher.included.length > 0
        ? [textModule('included', words.includes, voucher.included.join('\n'))]
        : []),
    ],
    ...(card.expiresOn ? { validTimeInterval: { end: { date: `${card.expiresOn}T23:59:59Z` } } } : {}),
    ...(usable
      ? { barcode: { type: 'QR_CODE', value: card.code, alternateText: `•••• ${codeEnding(card.code)}` } }
      : {}),
    linksModuleData: {
      uris: [
        {
          uri: input.storeUrl,
          description: input.brand.name,
          localizedDescription: localized(loc.language, input.brand.name),
          id: 'store',
        },
      ],
    },
  };
}

const signingKey = (settings: GoogleWalletSettings) => importPKCS8(settings.privateKey, 'RS256');

/** The 'Save to Google Wallet' link: a JWT (RS256, the service account's key) naming the object by id. */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  giftCardId: string,
  origin: string,
): Promise<string> {
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: { giftCardObjects: [{ id: googleObjectId(settings, giftCardId) }] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(await signingKey(settings));
  return `${settings.saveUrl}/${jwt}`;
}

/** Google Wallet's REST API as the server uses it: write the class and the object. */
export interface GoogleWalletApi {
  /** Creates or replaces the store's class and the card's object. */
  upsert(classBody: ReturnType<typeof giftCardClass>, objectBody: ReturnType<typeof giftCardObject>): Promise<void>;
  /** Changes an object Google holds; false when it has none (the card was never saved). */
  update(objectBody: ReturnType<typeof giftCardObject>): Promise<boolean>;
}

export class GoogleWalletError extends Error {}

/** The Wallet API over fetch, with an OAuth access token from the service account (JWT bearer grant). */
export class RestGoogleWalletApi implements GoogleWalletApi {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly settings: GoogleWalletSettings) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.settings.serviceAccountEmail)
      .setAudience(this.settings.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await signingKey(this.settings));
    const res = await fetch(this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new GoogleWalletError(`Google refused the service account (${res.status})`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new GoogleWalletError('Google gave no access token');
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  private async call(method: string, path: string, body: unknown): Promise<number> {
    const res = await fetch(`${this.settings.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  }

  private async write(kind: 'giftCardClass' | 'giftCardObject', body: { id: string }): Promise<void> {
    const created = await this.call('POST', `/${kind}`, body);
    if (created >= 200 && created < 300) return;
    if (created !== 409) throw new GoogleWalletError(`Google Wallet refused the ${kind} (${created})`);
    const replaced = await this.call('PUT', `/${kind}/${encodeURIComponent(body.id)}`, body);
    if (replaced < 200 || replaced >= 300)
      throw new GoogleWalletError(`Google Wallet refused the ${kind} (${replaced})`);
  }

  async upsert(classBody: ReturnType<typeof giftCardClass>, objectBody: ReturnType<typeof giftCardObject>) {
    await this.write('giftCardClass', classBody);
    await this.write('giftCardObject', objectBody);
  }

  async update(objectBody: ReturnType<typeof giftCardObject>): Promise<boolean> {
    const status = await this.call('PUT', `/giftCardObject/${encodeURIComponent(objectBody.id)}`, objectBody);
    if (status === 404) return false;
    if (status < 200 || status >= 300) throw new GoogleWalletError(`Google Wallet refused the update (${status})`);
    return true;
  }
}
