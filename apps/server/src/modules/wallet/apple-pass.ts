import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import { codeEnding } from '@giftfront/domain/gift-card';
import type { AppleWalletSettings } from '../../config.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from '../gift-card-pages/index.ts';
import type { GiftCardRecord } from '../gift-card-pages/index.ts';

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
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeIdentifier,
    teamIdentifier: settings.teamIdentifier,
    serialNumber: input.serialNumber,
    organizationName: brand.name,
    description: `${presentation.title} from ${brand.name}`,
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
    pass.primaryFields.push({ key: 'for', label: 'VOUCHER FOR', value: voucher.option ?? voucher.product });
    pass.secondaryFields.push({ key: 'product', label: 'PRODUCT', value: voucher.product });
    pass.secondaryFields.push({ key: 'status', label: 'STATUS', value: voucher.status });
  } else {
    pass.primaryFields.push({
      key: 'balance',
      label: 'BALANCE',
      value: toMajor(minorUnits(card.balanceMinor), card.currency),
      currencyCode: card.currency,
      changeMessage: 'Your balance is now %@',
    });
    pass.secondaryFields.push({ key: 'product', label: 'GIFT CARD', value: presentation.title });
    if (card.status !== 'Active') pass.secondaryFields.push({ key: 'status', label: 'STATUS', value: card.status });
  }
  if (expires)
    pass.auxiliaryFields.push({
      key: 'expires',
      label: 'EXPIRES',
      value: expires.toISOString(),
      dateStyle: 'PKDateStyleMedium',
      ignoresTimeZone: true,
      changeMessage: 'Now expires %@',
    });
  pass.backFields.push({ key: 'code', label: 'Card ending', value: codeEnding(card.code) });
  if (voucher && voucher.included.length > 0)
    pass.backFields.push({ key: 'included', label: 'Includes', value: voucher.included.join('\n') });
  pass.backFields.push({ key: 'store', label: brand.name, value: input.storeUrl });
  if (usable)
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: card.code,
      messageEncoding: 'iso-8859-1',
      altText: `•••• ${codeEnding(card.code)}`,
    });
  return pass.getAsBuffer();
}
