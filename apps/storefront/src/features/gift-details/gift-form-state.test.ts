import { describe, expect, it } from 'vitest';
import { localDateTimeToUtcIso } from '@giftfront/domain/gift-details';
import {
  giftFormReducer,
  initGiftFormState,
  isSaveDisabled,
  messageCharactersLeft,
  submitGiftForm,
  todayLocalDate,
  type GiftFormAction,
  type GiftFormState,
} from './gift-form-state';

const TODAY = '2030-06-15';
const start = (quantity = 1) => initGiftFormState({ quantity, today: TODAY });
const apply = (state: GiftFormState, ...actions: GiftFormAction[]) => actions.reduce(giftFormReducer, state);
const edit = (field: Extract<GiftFormAction, { type: 'edit' }>['field'], value: string): GiftFormAction => ({ type: 'edit', field, value });
const filled = (quantity = 1) => apply(start(quantity), edit('recipientName', 'Ada'), edit('recipientEmail', 'ada@example.com'));
/** Save as the dialog does it: a failed submit shows its errors. */
const save = (state: GiftFormState) => {
  const outcome = submitGiftForm(state, 'Europe/Paris');
  return { outcome, state: outcome.kind === 'invalid' ? giftFormReducer(state, { type: 'showErrors', errors: outcome.errors }) : state };
};

describe('saving for one recipient', () => {
  it('requires the recipient name and email', () => {
    const { outcome } = save(start());
    expect(outcome).toEqual({ kind: 'invalid', errors: { recipientName: 'Recipient name is required', recipientEmail: 'Recipient email is required' } });
  });

  it('rejects a badly formed email', () => {
    const { outcome } = save(apply(filled(), edit('recipientEmail', 'ada@example')));
    expect(outcome).toEqual({ kind: 'invalid', errors: { recipientEmail: 'Please enter a valid email address' } });
  });

  it('requires a date and a time when scheduling', () => {
    const { outcome } = save(apply(filled(), { type: 'setScheduleLater', checked: true }));
    expect(outcome).toEqual({ kind: 'invalid', errors: { scheduledDate: 'Please select a delivery date', scheduledTime: 'Please select a delivery time' } });
  });

  it('refuses a date before today', () => {
    const state = apply(filled(), { type: 'setScheduleLater', checked: true }, edit('scheduledDate', '2030-06-14'), edit('scheduledTime', '10:00'));
    expect(save(state).outcome).toEqual({ kind: 'invalid', errors: { scheduledDate: 'Delivery date cannot be in the past' } });
  });

  it('builds the details, with the UTC instant of the local date and time and the time zone', () => {
    const state = apply(
      filled(),
      edit('message', '  Enjoy!  '),
      { type: 'setScheduleLater', checked: true },
      edit('scheduledDate', TODAY),
      edit('scheduledTime', '18:30'),
    );
    expect(save(state).outcome).toEqual({
      kind: 'same',
      details: {
        recipientName: 'Ada',
        recipientEmail: 'ada@example.com',
        message: 'Enjoy!',
        scheduledDate: TODAY,
        scheduledTime: '18:30',
        scheduledDateTimeUtc: localDateTimeToUtcIso(TODAY, '18:30'),
        timeZone: 'Europe/Paris',
      },
    });
  });

  it('sends at once when not scheduled: no date, time or instant', () => {
    const outcome = save(filled()).outcome;
    expect(outcome).toMatchObject({ kind: 'same', details: { scheduledDate: '', scheduledTime: '', scheduledDateTimeUtc: null } });
  });
});

describe('errors', () => {
  it('disable Save while one shows', () => {
    expect(isSaveDisabled(start())).toBe(false);
    expect(isSaveDisabled(save(start()).state)).toBe(true);
  });

  it('clear as their field is edited, the others staying', () => {
    const state = apply(save(start()).state, edit('recipientName', 'A'));
    expect(state.errors).toEqual({ recipientEmail: 'Recipient email is required' });
    expect(isSaveDisabled(apply(state, edit('recipientEmail', 'a')))).toBe(false);
  });
});

describe("'schedule later'", () => {
  it('when unchecked clears the date, the time and their errors', () => {
    let state = apply(filled(), { type: 'setScheduleLater', checked: true }, edit('scheduledDate', '2030-06-01'));
    state = save(state).state;
    state = apply(state, { type: 'setScheduleLater', checked: false });
    expect(state.values).toMatchObject({ scheduleLater: false, scheduledDate: '', scheduledTime: '' });
    expect(state.errors).toEqual({});
  });

  it('starts checked when editing details that carry a schedule', () => {
    const state = initGiftFormState({
      quantity: 1,
      today: TODAY,
      giftDetails: { recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '', scheduledDate: '2030-07-01', scheduledTime: '09:00' },
    });
    expect(state.values).toMatchObject({ recipientName: 'Ada', scheduleLater: true, scheduledDate: '2030-07-01' });
  });
});

describe('different recipients', () => {
  const different = (quantity: number) => apply(start(quantity), { type: 'setMode', mode: 'different' });
  const fillBlock = (index: number, name: string, email: string): GiftFormAction[] => [
    { type: 'editRecipient', index, field: 'recipientName', value: name },
    { type: 'editRecipient', index, field: 'recipientEmail', value: email },
  ];

  it('shows one block per unit', () => {
    expect(different(3).recipients).toHaveLength(3);
  });

  it('is not offered for a single unit', () => {
    expect(different(1).mode).toBe('same');
  });

  it('silently does not submit while a block is invalid: no messages', () => {
    const state = apply(different(2), ...fillBlock(0, 'Ada', 'ada@example.com'), ...fillBlock(1, 'Grace', 'grace@'));
    const { outcome, state: after } = save(state);
    expect(outcome).toEqual({ kind: 'incomplete' });
    expect(after.errors).toEqual({});
  });

  it('saves one recipient per block with the shared message and schedule', () => {
    const state = apply(
      different(2),
      ...fillBlock(0, 'Ada', 'ada@example.com'),
      ...fillBlock(1, 'Grace', 'grace@example.com'),
      edit('message', 'From all of us'),
      { type: 'setScheduleLater', checked: true },
      edit('scheduledDate', '2030-07-01'),
      edit('scheduledTime', '08:00'),
    );
    expect(save(state).outcome).toEqual({
      kind: 'different',
      recipients: [
        { recipientName: 'Ada', recipientEmail: 'ada@example.com' },
        { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
      ],
      shared: {
        message: 'From all of us',
        scheduledDate: '2030-07-01',
        scheduledTime: '08:00',
        scheduledDateTimeUtc: localDateTimeToUtcIso('2030-07-01', '08:00'),
        timeZone: 'Europe/Paris',
      },
    });
  });

  it('still shows schedule errors, which are shared', () => {
    const state = apply(different(2), ...fillBlock(0, 'Ada', 'ada@example.com'), ...fillBlock(1, 'Grace', 'grace@example.com'), { type: 'setScheduleLater', checked: true });
    expect(save(state).outcome).toMatchObject({ kind: 'invalid', errors: { scheduledDate: 'Please select a delivery date' } });
  });

  it("drops the single recipient's errors on switching, so they cannot keep Save disabled", () => {
    const state = apply(save(start(2)).state, { type: 'setMode', mode: 'different' });
    expect(isSaveDisabled(state)).toBe(false);
  });
});

describe('the message counter', () => {
  it('counts the characters left of 300', () => {
    expect(messageCharactersLeft(apply(start(), edit('message', 'Hello')))).toBe(295);
  });
});

describe('todayLocalDate', () => {
  it('is the local calendar date as YYYY-MM-DD', () => {
    expect(todayLocalDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});
