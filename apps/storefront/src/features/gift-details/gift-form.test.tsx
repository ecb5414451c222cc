import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiftDetails } from '@giftfront/domain/gift-details';
import { zonedDateTimeToUtcIso } from '@giftfront/domain/gift-details';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { cartItem } from '@/entities/cart/test-cart-items';
import { GiftDetailsForm } from './components/gift-details-form';
import type { GiftDialogState } from './gift-dialog-state';
import { messageCharactersLeft, todayLocalDate } from './gift-form-state';
import { renderStorefront } from '@/test/render';

/** The gift dialog's form as a shopper fills it (product §2, §4 Gift dialog, §5 Gift details): react-hook-form with the domain's schema. */
const TODAY = '2030-06-15';

/** A store that posts cards (a Postal option), as the gift dialog reads it. */
const settings = publicStoreSettingsCodec('USD').parse({
  company: { name: 'Harbor & Pine' },
  shippingOptions: [{ id: 'post', name: 'Tracked post', price: 5, deliveryMethod: 'Postal' }],
});

function open(quantity = 1, giftDetails: Partial<GiftDetails> | null = null, { shippable = false } = {}) {
  const base = cartItem('x');
  const item = cartItem('line-1', {
    quantity,
    product: { ...base.product, isShippingEnabled: shippable },
    options: { ...base.options, giftDetails: giftDetails as GiftDetails | null },
  });
  const dialog: GiftDialogState = {
    subject: { kind: 'cart-item', item },
    openForCartItem: vi.fn(),
    save: vi.fn(async () => {}),
    removeGiftDetails: vi.fn(),
    close: vi.fn(),
  };
  renderStorefront(<GiftDetailsForm subject={dialog.subject!} gift={dialog} />, { settings });
  return dialog;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const type = (label: string, text: string) => userEvent.type(field(label), text);
const saveButton = () => screen.getByTestId<HTMLButtonElement>('gift-save');
const save = () => userEvent.click(saveButton());
const scheduleLater = () => userEvent.click(screen.getByTestId('schedule-later'));
const fill = async () => {
  await type('Recipient name', 'Ada');
  await type('Recipient email', 'ada@example.com');
};

/** The errors that show, by field, as the dialog shows them. */
const FIELDS = {
  'recipient-name': 'recipientName',
  'recipient-email': 'recipientEmail',
  'gift-message': 'message',
  'delivery-date': 'scheduledDate',
  'delivery-time': 'scheduledTime',
} as const;
function shownErrors(): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [testId, name] of Object.entries(FIELDS)) {
    const error = screen.queryByTestId(`${testId}-error`);
    if (error) shown[name] = error.textContent ?? '';
  }
  return shown;
}

async function chooseDifferent() {
  await userEvent.click(screen.getByTestId('recipient-mode-different'));
}
async function fillBlock(index: number, name: string, email: string) {
  await userEvent.type(screen.getByTestId(`recipient-${index + 1}-recipient-name-input`), name);
  await userEvent.type(screen.getByTestId(`recipient-${index + 1}-recipient-email-input`), email);
}

// Radix's radio groups measure themselves; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 5, 15, 12));
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: 'Europe/Paris',
  } as Intl.ResolvedDateTimeFormatOptions);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('saving for one recipient', () => {
  it('requires the recipient name and email', async () => {
    const dialog = open();
    await save();
    await waitFor(() =>
      expect(shownErrors()).toEqual({
        recipientName: 'Recipient name is required',
        recipientEmail: 'Recipient email is required',
      }),
    );
    expect(dialog.save).not.toHaveBeenCalled();
  });

  it('rejects a badly formed email', async () => {
    open();
    await type('Recipient name', 'Ada');
    await type('Recipient email', 'ada@example');
    await save();
    await waitFor(() => expect(shownErrors()).toEqual({ recipientEmail: 'Please enter a valid email address' }));
  });

  it('requires a date and a time when scheduling', async () => {
    open();
    await fill();
    await scheduleLater();
    await save();
    await waitFor(() =>
      expect(shownErrors()).toEqual({
        scheduledDate: 'Please select a delivery date',
        scheduledTime: 'Please select a delivery time',
      }),
    );
  });

  it('refuses a date before today', async () => {
    open();
    await fill();
    await scheduleLater();
    await type('Delivery date', '2030-06-14');
    await type('Delivery time', '10:00');
    await save();
    await waitFor(() => expect(shownErrors()).toEqual({ scheduledDate: 'Delivery date cannot be in the past' }));
  });

  it("schedules on the recipient's clock in the zone found by a city, with the keyboard", async () => {
    const dialog = open();
    await fill();
    await scheduleLater();
    await type('Delivery date', '2030-07-01');
    await type('Delivery time', '09:00');
    const search = screen.getByLabelText("Find the recipient's time zone");
    await userEvent.type(search, 'Auckland{Enter}');
    expect((screen.getByLabelText("Recipient's time zone") as HTMLSelectElement).value).toBe('Pacific/Auckland');
    expect(screen.getByTestId('schedule-zone-hint').textContent).toContain("recipient's clock, in New Zealand");
    await save();
    expect(dialog.save).toHaveBeenCalledWith({
      kind: 'same',
      details: expect.objectContaining({
        scheduledDate: '2030-07-01',
        scheduledTime: '09:00',
        // 09:00 in Auckland in July (NZST, UTC+12) is 21:00 UTC the day before.
        scheduledDateTimeUtc: '2030-06-30T21:00:00.000Z',
        timeZone: 'Pacific/Auckland',
      }),
    });
  });

  it('builds the details, with the UTC instant of the date and time on the chosen zone’s clock, and the zone', async () => {
    const dialog = open();
    await fill();
    await userEvent.type(screen.getByTestId('gift-message-input'), '  Enjoy!  ');
    await scheduleLater();
    await type('Delivery date', TODAY);
    await type('Delivery time', '18:30');
    await type('From', '  Aunt Mo ');
    await save();
    expect(dialog.save).toHaveBeenCalledWith({
      kind: 'same',
      details: {
        recipientName: 'Ada',
        recipientEmail: 'ada@example.com',
        message: 'Enjoy!',
        senderName: 'Aunt Mo',
        scheduledDate: TODAY,
        scheduledTime: '18:30',
        scheduledDateTimeUtc: zonedDateTimeToUtcIso(TODAY, '18:30', 'Europe/Paris'),
        timeZone: 'Europe/Paris',
      },
    });
  });

  it('sends at once when not scheduled: no date, time or instant', async () => {
    const dialog = open();
    await fill();
    await save();
    expect(dialog.save).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'same',
        details: expect.objectContaining({ scheduledDate: '', scheduledTime: '', scheduledDateTimeUtc: null }),
      }),
    );
  });
});

describe('errors', () => {
  it('disable Save while one shows', async () => {
    open();
    expect(saveButton().disabled).toBe(false);
    await save();
    expect(saveButton().disabled).toBe(true);
  });

  it('clear as their field is edited, the others staying', async () => {
    open();
    await save();
    await type('Recipient name', 'A');
    await waitFor(() => expect(shownErrors()).toEqual({ recipientEmail: 'Recipient email is required' }));
    await type('Recipient email', 'a');
    expect(saveButton().disabled).toBe(false);
  });
});

describe("'schedule later'", () => {
  it('when unchecked clears the date, the time and their errors', async () => {
    open();
    await fill();
    await scheduleLater();
    await type('Delivery date', '2030-06-01');
    await save();
    await scheduleLater();
    expect(shownErrors()).toEqual({});
    await scheduleLater();
    expect([field('Delivery date').value, field('Delivery time').value]).toEqual(['', '']);
  });

  it('starts checked when editing details that carry a schedule', () => {
    open(1, {
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
      message: '',
      scheduledDate: '2030-07-01',
      scheduledTime: '09:00',
    });
    expect(screen.getByTestId<HTMLInputElement>('schedule-later').checked).toBe(true);
    expect([field('Recipient name').value, field('Delivery date').value]).toEqual(['Ada', '2030-07-01']);
  });
});

describe('different recipients', () => {
  it('shows one block per unit', async () => {
    open(3);
    await chooseDifferent();
    expect(screen.getAllByTestId('recipient-block')).toHaveLength(3);
  });

  it('is not offered for a single unit', () => {
    open(1);
    expect(screen.queryByTestId('recipient-mode-different')).toBeNull();
  });

  it('silently does not submit while a block is invalid: no messages', async () => {
    const dialog = open(2);
    await chooseDifferent();
    await fillBlock(0, 'Ada', 'ada@example.com');
    await fillBlock(1, 'Grace', 'grace@');
    await save();
    expect(dialog.save).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(document.activeElement?.getAttribute('name')).toBe('recipients.1.recipientEmail');
  });

  it('saves one recipient per block with the shared message and schedule', async () => {
    const dialog = open(2);
    await chooseDifferent();
    await fillBlock(0, 'Ada', 'ada@example.com');
    await fillBlock(1, 'Grace', 'grace@example.com');
    await userEvent.type(screen.getByTestId('gift-message-input'), 'From all of us');
    await scheduleLater();
    await type('Delivery date', '2030-07-01');
    await type('Delivery time', '08:00');
    await save();
    expect(dialog.save).toHaveBeenCalledWith({
      kind: 'different',
      recipients: [
        { recipientName: 'Ada', recipientEmail: 'ada@example.com' },
        { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
      ],
      shared: {
        message: 'From all of us',
        senderName: null,
        scheduledDate: '2030-07-01',
        scheduledTime: '08:00',
        scheduledDateTimeUtc: zonedDateTimeToUtcIso('2030-07-01', '08:00', 'Europe/Paris'),
        timeZone: 'Europe/Paris',
      },
    });
  });

  it('still shows schedule errors, which are shared', async () => {
    open(2);
    await chooseDifferent();
    await fillBlock(0, 'Ada', 'ada@example.com');
    await fillBlock(1, 'Grace', 'grace@example.com');
    await scheduleLater();
    await save();
    await waitFor(() => expect(shownErrors()).toMatchObject({ scheduledDate: 'Please select a delivery date' }));
  });

  it("drops the single recipient's errors on switching, so they cannot keep Save disabled", async () => {
    open(2);
    await save();
    expect(saveButton().disabled).toBe(true);
    await chooseDifferent();
    expect(saveButton().disabled).toBe(false);
  });
});

describe('a postal gift (issue 26 item 12)', () => {
  const byPost = () => userEvent.click(screen.getByTestId('gift-arrives-post'));

  it('is offered only for a product the store can post', () => {
    open(1);
    expect(screen.queryByTestId('gift-arrives')).toBeNull();
    cleanup();
    open(1, null, { shippable: true });
    expect(screen.getByTestId('gift-arrives')).toBeTruthy();
  });

  it('asks the recipient’s name and address by the country, no email and no schedule', async () => {
    const dialog = open(2, null, { shippable: true });
    await byPost();
    expect(screen.queryByLabelText('Recipient email')).toBeNull();
    expect(screen.queryByTestId('schedule-later')).toBeNull();
    expect(screen.queryByTestId('recipient-mode')).toBeNull();
    await type('Recipient name', 'Chloé Tremblay');
    await save();
    expect(dialog.save).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('gift-postal-country');
    await userEvent.selectOptions(screen.getByTestId('gift-country-input'), 'CA');
    await type('Address', '100 Queen St W');
    await type('City', 'Toronto');
    await type('Postal code', 'm5h 2n2');
    await save();
    expect(dialog.save).not.toHaveBeenCalled();
    expect(screen.getByTestId('gift-region-error').textContent).toBe('Province is required');
    await userEvent.selectOptions(screen.getByTestId('gift-region-input'), 'ON');
    await save();
    expect(dialog.save).toHaveBeenCalledWith({
      kind: 'same',
      details: expect.objectContaining({
        recipientName: 'Chloé Tremblay',
        recipientEmail: '',
        scheduledDate: '',
        scheduledDateTimeUtc: null,
        postal: {
          company: '',
          address: '100 Queen St W',
          apartment: '',
          city: 'Toronto',
          region: 'ON',
          postalCode: 'M5H 2N2',
          country: 'CA',
        },
      }),
    });
  });

  it('opens on a postal gift’s address when editing it', () => {
    open(
      1,
      {
        recipientName: 'Chloé',
        recipientEmail: '',
        postal: {
          company: '',
          address: '1 Rue',
          apartment: '',
          city: 'Montréal',
          region: 'QC',
          postalCode: 'H3B 1A1',
          country: 'CA',
        },
      },
      { shippable: true },
    );
    expect(field('Address').value).toBe('1 Rue');
    expect(screen.queryByLabelText('Recipient email')).toBeNull();
  });
});

describe('the message counter', () => {
  it('counts the characters left of 300', () => {
    expect(messageCharactersLeft('Hello')).toBe(295);
  });

  it('counts below zero for a message over the limit, which is kept rather than cut', () => {
    expect(messageCharactersLeft('x'.repeat(312))).toBe(-12);
  });
});

describe('todayLocalDate', () => {
  it('is the local calendar date as YYYY-MM-DD', () => {
    expect(todayLocalDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});
