import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ADDRESS_FIELD_LABELS } from '@giftfront/domain/address-labels';
import { CUSTOMER_MESSAGES } from '@giftfront/domain/customer-fields';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/gift-card-problem';
import { GIFT_DETAILS_MESSAGES } from '@giftfront/domain/gift-details';
import {
  MANAGE_GIFT_LINK_DAYS,
  MANAGE_GIFT_MAX_RESENDS,
  MANAGE_GIFT_MESSAGES,
} from '@giftfront/domain/manage-gift-messages';
import { SANDBOX_MESSAGES } from '@giftfront/domain/sandbox-card';
import { TOP_UP_MESSAGES } from '@giftfront/domain/top-up';
import { MESSAGE_MAX_LENGTH } from '@giftfront/domain/constants';
import { SENDER_NAME_MAX_LENGTH } from '@giftfront/domain/gift-details';
import { englishI18n } from './lingui-runtime';

/**
 * The sentences packages/domain gives a shopper (its schemas' refusals, the server's answers) are
 * English, the dashboard's and the API's words. The storefront shows each in the page's language
 * by its key (decision 0125): for every key of a domain's message table a message here, which the
 * type checker holds complete, so a new domain sentence without its message fails `tsc`. A
 * sentence built around a word (a country's 'ZIP code', an amount) is recognised by its shape.
 * What is not recognised (a merchant's own text in a refusal) is shown as it came.
 */
type Table<T extends Record<string, unknown>> = { [K in keyof T]: MessageDescriptor };

const giftDetails = {
  nameRequired: msg`Recipient name is required`,
  emailRequired: msg`Recipient email is required`,
  emailInvalid: msg`Please enter a valid email address`,
  dateRequired: msg`Please select a delivery date`,
  datePast: msg`Delivery date cannot be in the past`,
  timePast: msg`This time has already passed. Choose a later time, or untick Schedule later to send it now.`,
  timeRequired: msg`Please select a delivery time`,
  messageTooLong: msg`Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  senderNameTooLong: msg`From must be at most ${SENDER_NAME_MAX_LENGTH} characters`,
  nameTooLong: msg`A name has at most 200 characters`,
  emailTooLong: msg`An email address has at most 254 characters`,
} satisfies Table<typeof GIFT_DETAILS_MESSAGES>;

const customer = {
  firstNameRequired: msg`First name is required`,
  lastNameRequired: msg`Last name is required`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Email is invalid`,
  shipToNameRequired: msg`Recipient's name is required`,
  addressRequired: msg`Address is required`,
  cityRequired: msg`City is required`,
  postcodeRequired: msg`Postcode is required`,
  countryRequired: msg`Country is required`,
  mobileRequired: msg`Mobile number is required`,
  mobileInvalid: msg`Invalid mobile number format`,
  deliveryOptionRequired: msg`Please select a delivery option`,
} satisfies Table<typeof CUSTOMER_MESSAGES>;

const manageGift = {
  linkInvalid: msg`This link is not valid. Open it again from your receipt email.`,
  linkExpired: msg`This link has expired: it works for ${MANAGE_GIFT_LINK_DAYS} days after the order. Contact the store if a gift still needs changing.`,
  giftNotFound: msg`This gift is not part of the order.`,
  postal: msg`This gift goes by post, so there is no email to change.`,
  delivered: msg`This gift has already been delivered. You can resend it instead.`,
  notDelivered: msg`This gift has not been delivered yet. You can change it or send it now instead.`,
  sending: msg`This gift is being sent right now. Try again in a minute.`,
  cancelled: msg`The store cancelled this gift’s email. Contact the store to send it.`,
  tooManyResends: msg`This gift has been resent ${MANAGE_GIFT_MAX_RESENDS} times, which is the most we allow. Contact the store if it still has not arrived.`,
  inPast: msg`Choose a delivery time that is still to come.`,
  notOnCalendar: msg`That date is not on the calendar. Choose another date.`,
  timeZoneInvalid: msg`Choose a time zone from the list.`,
  tooMany: msg`Too many changes from this link. Wait a few minutes and try again.`,
} satisfies Table<typeof MANAGE_GIFT_MESSAGES>;

const sandbox = {
  declined: msg`Your card was declined.`,
  insufficientFunds: msg`Your card has insufficient funds.`,
  authenticationFailed: msg`We are unable to authenticate your payment method. Please choose a different payment method and try again.`,
  numberIncomplete: msg`Your card number is incomplete.`,
  numberInvalid: msg`Your card number is invalid.`,
  expiryIncomplete: msg`Your card's expiration date is incomplete.`,
  expiryInvalid: msg`Your card's expiration date is invalid.`,
  expiryPast: msg`Your card's expiration date is in the past.`,
  cvcIncomplete: msg`Your card's security code is incomplete.`,
  cvcInvalid: msg`Your card's security code is invalid.`,
} satisfies Table<typeof SANDBOX_MESSAGES>;

const giftCard = {
  noBalance: msg`This gift card has no remaining balance`,
  expired: msg`This gift card has expired`,
  notActive: msg`This gift card is not active`,
} satisfies Table<typeof GIFT_CARD_MESSAGES>;

const topUp = {
  amountRequired: msg`Enter an amount`,
  amountNotNumber: msg`Enter an amount as a number`,
  amountNotPositive: msg`Enter an amount greater than 0`,
  wholeAmount: msg`Enter a whole amount`,
  cardFull: msg`This card is already at its maximum balance`,
} satisfies Table<typeof TOP_UP_MESSAGES>;

/** A country's words for its address fields ('ZIP code', 'State', 'Suburb'). */
const addressLabels = {
  Area: msg`Area`,
  County: msg`County`,
  Department: msg`Department`,
  District: msg`District`,
  Province: msg`Province`,
  Emirate: msg`Emirate`,
  Island: msg`Island`,
  Region: msg`Region`,
  Parish: msg`Parish`,
  Prefecture: msg`Prefecture`,
  State: msg`State`,
  'ZIP code': msg`ZIP code`,
  'Postal code': msg`Postal code`,
  'PIN code': msg`PIN code`,
  Eircode: msg`Eircode`,
  Postcode: msg`Postcode`,
  City: msg`City`,
  'Town or city': msg`Town or city`,
  Suburb: msg`Suburb`,
} as Record<string, MessageDescriptor>;

/** The address words a country's rules may give that have no message here (the test keeps this empty). */
export const untranslatedAddressLabels = () => ADDRESS_FIELD_LABELS.filter((label) => !addressLabels[label]);

const TABLES: [Record<string, string>, Record<string, MessageDescriptor>][] = [
  [GIFT_DETAILS_MESSAGES, giftDetails],
  [CUSTOMER_MESSAGES, customer],
  [MANAGE_GIFT_MESSAGES, manageGift],
  [SANDBOX_MESSAGES, sandbox],
  [GIFT_CARD_MESSAGES, giftCard],
  [TOP_UP_MESSAGES, topUp],
];

let exact: Map<string, MessageDescriptor> | null = null;
function exactMessages(): Map<string, MessageDescriptor> {
  if (exact) return exact;
  exact = new Map();
  for (const [english, messages] of TABLES)
    for (const [key, text] of Object.entries(english)) {
      const message = messages[key];
      if (message) exact.set(text, message);
    }
  return exact;
}

/** A country's word for an address field in the page's language ('ZIP code' → 'Code postal'). */
export function addressLabel(label: string, i18n: I18n = englishI18n()): string {
  const message = addressLabels[label];
  return message ? i18n._(message) : label;
}

/** A country's word for an address field inside a sentence ('Select a state'); German keeps its capitals. */
export function addressLabelInSentence(label: string, i18n: I18n = englishI18n()): string {
  const word = addressLabel(label, i18n);
  return i18n.locale === 'de' ? word : inSentence(word);
}

/** A label as it reads inside a sentence: lower case, but an acronym ('ZIP', 'PIN') kept. */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

/** Sentences around a word or an amount, by their English shape (packages/domain writes them). */
const SHAPED: [RegExp, (match: RegExpMatchArray, i18n: I18n) => string | null][] = [
  [
    /^(.+) is required$/,
    ([, word], i18n) => {
      if (!word || !addressLabels[word]) return null;
      const label = addressLabel(word, i18n);
      return i18n._(msg`${label} is required`);
    },
  ],
  [
    /^Choose a (.+) from the list$/,
    ([, word], i18n) => {
      const known = Object.keys(addressLabels).find((label) => inSentence(label) === word);
      if (!known) return null;
      const label = addressLabelInSentence(known, i18n);
      return i18n._(msg`Choose a ${label} from the list`);
    },
  ],
  [
    /^That (.+) does not look right for this country: enter one(?: like (.+))?$/,
    ([, word, example], i18n) => {
      const known = Object.keys(addressLabels).find((label) => inSentence(label) === word || label === word);
      if (!known) return null;
      const label = addressLabelInSentence(known, i18n);
      return example
        ? i18n._(msg`That ${label} does not look right for this country: enter one like ${example}`)
        : i18n._(msg`That ${label} does not look right for this country`);
    },
  ],
  [
    /^Use at most (\d+) decimal places?$/,
    ([, digits], i18n) => {
      const count = Number(digits);
      return i18n._(
        msg`${plural(count, { one: 'Use at most # decimal place', other: 'Use at most # decimal places' })}`,
      );
    },
  ],
  [/^The minimum top-up is (.+)$/, ([, amount = ''], i18n) => i18n._(msg`The minimum top-up is ${amount}`)],
  [
    /^This card can be topped up by at most (.+)$/,
    ([, amount = ''], i18n) => i18n._(msg`This card can be topped up by at most ${amount}`),
  ],
  [
    /^This is a voucher for (.+): it cannot pay for an order\. Show it to the store to use it\.$/,
    ([, product = ''], i18n) =>
      i18n._(msg`This is a voucher for ${product}: it cannot pay for an order. Show it to the store to use it.`),
  ],
];

/**
 * A sentence from packages/domain or the server in the page's language; any other text as it is.
 * (English: the sentence itself, as the dashboard and the API say it.)
 */
export function shopperMessage(text: string, i18n: I18n = englishI18n()): string {
  const message = exactMessages().get(text);
  if (message) return i18n._(message);
  for (const [shape, translate] of SHAPED) {
    const match = text.match(shape);
    const translated = match ? translate(match, i18n) : null;
    if (translated !== null) return translated;
  }
  return text;
}

/** The same for a text that may be absent (a field's error). */
export const shopperMessageOrNone = (text: string | null | undefined, i18n?: I18n) =>
  text ? shopperMessage(text, i18n) : text;

/**
 * A feature's own fixed sentences (kept as English constants where code outside React returns
 * them, as PAYMENT_MESSAGES): a translation by key, held complete by its type, and after it the
 * domain's sentences.
 */
export function messageTable<T extends Record<string, string>>(english: T, messages: Table<T>) {
  const byText = new Map<string, MessageDescriptor>(
    Object.entries(english).map(([key, text]) => [text, messages[key as keyof T]]),
  );
  return (text: string, i18n: I18n = englishI18n()): string => {
    const message = byText.get(text);
    return message ? i18n._(message) : shopperMessage(text, i18n);
  };
}
