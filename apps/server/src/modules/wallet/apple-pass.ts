import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import { codeEnding } from '@giftfront/domain/gift-card';
import type { AppleWalletSettings } from '../../config.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from '../gift-card-pages/index.ts';
import type { GiftCardRecord } from '../gift-card-pages/index.ts';
import { walletPassTexts, type WalletPassTexts } from './wallet-pass-texts.ts';

export interface ApplePassInput {
  settings: AppleWalletSettings;
  brand: StoreBrand;
  /** The store's address (https in production): the pass's web service is `${storeUrl}/api/wallet/apple`. */
  storeUrl: string;
  card: GiftCardRecord;
  presentation: CardPresentation;
  serialNumber: string;
  authenticationToken: string;
  /** The store's logo as image bytes (PNG, JPEG or SVG), when it has one. */
  logo: Buffer | null;
  /** The card's language (its order's, else the store's): the brand and presentation are already in it. */
  loc: Localizer;
}

const rgb = (hex: string) => {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The pass's icons (required by Wallet) and logo, drawn from the store's logo on its colour. */
async function passImages(brand: StoreBrand, logo: Buffer | null): Promise<Record<string, Buffer>> {
  const images: Record<string, Buffer> = {};
  for (const [name, size] of [
    ['icon.png', 29],
    ['icon@2x.png', 58],
    ['icon@3x.png', 87],
  ] as const) {
    const square = sharp({ create: { width: size, height: size, channels: 4, background: brand.color } });
    if (logo) {
      const inner = await sharp(logo)
        .resize(Math.round(size * 0.8), Math.round(size * 0.8), { fit: 'contain', background: brand.color })
        .png()
        .toBuffer()
        .catch(() => null);
      images[name] = await (inner ? square.composite([{ input: inner, gravity: 'center' }]) : square).png().toBuffer();
    } else images[name] = await square.png().toBuffer();
  }
  if (logo) {
    for (const [name, scale] of [
      ['logo.png', 1],
      ['logo@2x.png', 2],
    ] as const) {
      const png = await sharp(logo)
        .resize(160 * scale, 50 * scale, { fit: 'inside' })
        .png()
        .toBuffer()
        .catch(() => null);
      if (png) images[name] = png;
    }
  }
  return images;
}

/** A .strings file's quoted text: a backslash, a quote and a line break escaped (passkit-generator writes them as given). */
const stringsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n');

/**
 * The pass's words in its language (issue 29), as Apple localises a pass: pass.json says them in
 * English, and `<language>.lproj/pass.strings` maps each English text to the card's language's.
 * The pass holds that one localisation only, so Wallet uses it whatever the device's language
 * (Wallet falls back to a localisation the pass has when none matches the device's); an English
 * card has none and reads pass.json as it is. The card's own data (its title, option, the store's
 * name, a voucher's state) is written in the card's language already.
 */
function passWords(loc: Localizer, data: Parameters<typeof walletPassTexts>[1]) {
  const english = walletPassTexts(localizer('en'), data);
  const translated = walletPassTexts(loc, data);
  const strings: Record<string, string> = {};
  const word = (key: keyof WalletPassTexts, upper = false) => {
    const [source, text] = upper
      ? [english[key].toLocaleUpperCase('en-US'), translated[key].toLocaleUpperCase(loc.intl)]
      : [english[key], translated[key]];
    if (source !== text) strings[stringsText(source)] = stringsText(text);
    return source;
  };
  return { word, strings };
}

/** The pass's end: the last day of validity, at its end in UTC. */
const expiryDate = (expiresOn: string | null) => (expiresOn ? new Date(`${expiresOn}T23:59:59Z`) : null);

/**
 * A signed Apple Wallet pass (.pkpass, issue 30) of a money card or a voucher: a store card with the
 * store's name, logo and colours, the product, the balance (money) or what it is for (voucher), the
 * expiry, and the code as the QR the Redeem page scans (the recipient page's payload: the code as
 * it is). It names its web service so the device asks for the new pass after every change.
 */
export async function buildApplePass(input: ApplePassInput): Promise<Buffer> {
  const { settings, brand, card, presentation } = input;
  const voucher = presentation.voucher;
  const usable = voucher ? voucher.state === 'Valid' : card.status === 'Active';
  const expires = expiryDate(card.expiresOn);
  const { word, strings } = passWords(input.loc, { title: presentation.title, store: brand.name, status: card.status });
  const label = (key: keyof WalletPassTexts) => word(key, true);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeIdentifier,
    teamIdentifier: settings.teamIdentifier,
    serialNumber: input.serialNumber,
    organizationName: brand.name,
    description: word('description'),
    logoText: brand.name,
    backgroundColor: rgb(brand.color),
    foregroundColor: rgb(brand.onColor),
    labelColor: rgb(brand.onColor),
    webServiceURL: `${input.storeUrl}/api/wallet/apple`,
    authenticationToken: input.authenticationToken,
    sharingProhibited: true,
    storeCard: {},
    ...(expires ? { expirationDate: expires.toISOString() } : {}),
    // A card that can no longer be used shows no code to scan, as the recipient's page does.
    ...(usable ? {} : { voided: true }),
  };
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson)), ...(await passImages(brand, input.logo)) },
    {
      wwdr: settings.wwdr,
      signerCert: settings.signerCert,
      signerKey: settings.signerKey,
      ...(settings.signerKeyPassphrase ? { signerKeyPassphrase: settings.signerKeyPassphrase } : {}),
    },
  );
  if (voucher) {
    pass.primaryFields.push({ key: 'for', label: label('voucherFor'), value: voucher.option ?? voucher.product });
    pass.secondaryFields.push({ key: 'product', label: label('product'), value: voucher.product });
    pass.secondaryFields.push({ key: 'status', label: label('status'), value: voucher.status });
  } else {
    pass.primaryFields.push({
      key: 'balance',
      label: label('balance'),
      value: toMajor(minorUnits(card.balanceMinor), card.currency),
      currencyCode: card.currency,
      changeMessage: word('balanceChanged'),
    });
    pass.secondaryFields.push({ key: 'product', label: label('giftCard'), value: presentation.title });
    if (card.status !== 'Active')
      pass.secondaryFields.push({ key: 'status', label: label('status'), value: word('cardStatus') });
  }
  if (expires)
    pass.auxiliaryFields.push({
      key: 'expires',
      label: label('expires'),
      value: expires.toISOString(),
      dateStyle: 'PKDateStyleMedium',
      ignoresTimeZone: true,
      changeMessage: word('expiryChanged'),
    });
  pass.backFields.push({ key: 'code', label: word('cardEnding'), value: codeEnding(card.code) });
  if (voucher && voucher.included.length > 0)
    pass.backFields.push({ key: 'included', label: word('includes'), value: voucher.included.join('\n') });
  pass.backFields.push({ key: 'store', label: brand.name, value: input.storeUrl });
  if (input.loc.language !== 'en') pass.localize(input.loc.language, strings);
  if (usable)
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: card.code,
      messageEncoding: 'iso-8859-1',
      altText: `•••• ${codeEnding(card.code)}`,
    });
  return pass.getAsBuffer();
}
