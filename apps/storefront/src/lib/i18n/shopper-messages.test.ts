import { minorUnits } from '@giftfront/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { addressRulesFor } from '@giftfront/domain/address-format';
import { emptyCustomerForm, validateCustomerForm } from '@giftfront/domain/customer';
import { CUSTOMER_MESSAGES } from '@giftfront/domain/customer-fields';
import { GIFT_CARD_MESSAGES, giftCardProblem } from '@giftfront/domain/gift-card';
import { GIFT_DETAILS_MESSAGES } from '@giftfront/domain/gift-details';
import { MANAGE_GIFT_MESSAGES } from '@giftfront/domain/manage-gift';
import { SANDBOX_MESSAGES } from '@giftfront/domain/sandbox-card';
import { TOP_UP_MESSAGES, topUpAmountSchema } from '@giftfront/domain/top-up';
import { createI18n } from './catalogs';
import { addressLabel, shopperMessage, untranslatedAddressLabels } from './shopper-messages';

const DOMAIN_SENTENCES = [
  GIFT_DETAILS_MESSAGES,
  CUSTOMER_MESSAGES,
  MANAGE_GIFT_MESSAGES,
  SANDBOX_MESSAGES,
  GIFT_CARD_MESSAGES,
  TOP_UP_MESSAGES,
].flatMap((table) => Object.values(table));

let fr: I18n;
let de: I18n;
let english: I18n;
beforeAll(async () => {
  [fr, de, english] = await Promise.all([createI18n('fr'), createI18n('de'), createI18n('en')]);
});

describe('the sentences packages/domain gives a shopper, in the page language (decision 0125)', () => {
  it('are the domain’s own words in English, for the dashboard and the API alike', () => {
    for (const sentence of DOMAIN_SENTENCES) expect(shopperMessage(sentence, english)).toBe(sentence);
  });

  it('each has a French and a German sentence of its own', () => {
    for (const sentence of DOMAIN_SENTENCES) {
      expect(shopperMessage(sentence, fr), sentence).not.toBe(sentence);
      expect(shopperMessage(sentence, de), sentence).not.toBe(sentence);
    }
    expect(shopperMessage(GIFT_DETAILS_MESSAGES.nameRequired, fr)).toBe('Le nom du destinataire est obligatoire');
    expect(shopperMessage(SANDBOX_MESSAGES.declined, de)).toBe('Ihre Karte wurde abgelehnt.');
  });

  it('names every word a country’s address rules may use', () => {
    expect(untranslatedAddressLabels()).toEqual([]);
    expect(addressLabel('ZIP code', fr)).toBe('Code ZIP');
    expect(addressLabel('State', de)).toBe('Bundesstaat');
  });

  it('reads a sentence built around a country’s word or an amount by its shape', () => {
    const rules = { requiresAddress: true, missingDeliveryOption: false };
    const form = { ...emptyCustomerForm(), firstName: 'Ada', lastName: 'L', email: 'a@b.co', shipToName: 'G' };
    const us = validateCustomerForm(
      {
        ...form,
        country: 'US',
        address: '1 Main St',
        city: 'Springfield',
        region: 'ZZ',
        postalCode: '1',
        mobileNumber: '2025550123',
      },
      rules,
    );
    expect(us.region).toBe('Choose a state from the list');
    expect(shopperMessage(us.region!, fr)).toBe('Choisissez un élément de la liste : état');
    expect(shopperMessage(us.postalCode!, english)).toBe(us.postalCode);
    expect(shopperMessage(us.postalCode!, fr)).toMatch(/^Ce champ \(code ZIP\) ne semble pas valide pour ce pays/);
    const ca = validateCustomerForm(
      {
        ...form,
        country: 'CA',
        address: '1 Main St',
        city: 'Ottawa',
        region: '',
        postalCode: 'K1A 0B1',
        mobileNumber: '6135550123',
      },
      rules,
    );
    expect(ca.region).toBe(`${addressRulesFor('CA').region.label} is required`);
    expect(shopperMessage(ca.region!, de)).toBe('Provinz ist erforderlich');

    const below = topUpAmountSchema({
      currency: 'USD',
      balanceMinor: minorUnits(0),
      maxBalanceMinor: minorUnits(100_000),
    }).safeParse('0.5');
    const message = below.success ? '' : below.error.issues[0]!.message;
    expect(shopperMessage(message, fr)).toMatch(/^La recharge minimale est de /);
    expect(shopperMessage('Use at most 2 decimal places', fr)).toBe('Utilisez 2 décimales au maximum');

    const voucher = giftCardProblem(
      {
        balance: minorUnits(0),
        expiresOn: null,
        status: 'Active',
        voucher: { product: 'Spa day', option: null, status: 'Valid', usedOn: null },
      },
      '2026-01-01',
    );
    expect(shopperMessage(voucher!, fr)).toBe(
      'Ceci est un bon pour Spa day : il ne peut pas régler une commande. Présentez-le à la boutique pour l’utiliser.',
    );
  });

  it('leaves a text it does not know as it came', () => {
    expect(shopperMessage('Too many gift card lookups. Please try again in 10 minutes.', fr)).toBe(
      'Too many gift card lookups. Please try again in 10 minutes.',
    );
    expect(shopperMessage('Qqq is required', fr)).toBe('Qqq is required');
  });
});
