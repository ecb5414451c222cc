import { describe, expect, it } from 'vitest';
import { bulkTemplateCsv } from '@giftfront/domain/bulk-order';
import { nameFromEmail, parseRecipientsCsv, recipientsToCsv, rowsFromEmailList } from './parse-recipients';

describe('reading recipients from a CSV or a paste', () => {
  it('reads the template it offers', () => {
    const parsed = parseRecipientsCsv(bulkTemplateCsv());
    expect(parsed.problem).toBeNull();
    expect(parsed.rows).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        amount: '50',
        message: 'Thank you for a wonderful year!',
        date: '2026-12-24',
        time: '09:00',
      },
      { name: 'Alan Turing', email: 'alan@example.com', amount: '25', message: '', date: '', time: '' },
    ]);
  });

  it('maps named columns in any order, with quotes, commas and line breaks inside cells', () => {
    const csv =
      '\uFEFFEmail,Recipient name,Message,Amount\r\n"grace@example.com","Hopper, Grace","Line one\nLine two",40\r\n\r\n';
    expect(parseRecipientsCsv(csv).rows).toEqual([
      {
        name: 'Hopper, Grace',
        email: 'grace@example.com',
        amount: '40',
        message: 'Line one\nLine two',
        date: '',
        time: '',
      },
    ]);
  });

  it('reads cells pasted from a spreadsheet (tabs) without a header in the template’s order', () => {
    const pasted = 'Ada\tada@example.com\t50\tHi\t2026-12-24\t09:00\nAlan\talan@example.com\t25';
    const { rows } = parseRecipientsCsv(pasted);
    expect(rows.map((r) => [r.name, r.email, r.amount, r.time])).toEqual([
      ['Ada', 'ada@example.com', '50', '09:00'],
      ['Alan', 'alan@example.com', '25', ''],
    ]);
  });

  it('says when there is nothing to read or no email column', () => {
    expect(parseRecipientsCsv(' \n\n').problem).toBe('empty');
    expect(parseRecipientsCsv('Name,Amount\nAda,50').problem).toBe('noColumns');
    expect(parseRecipientsCsv('Name,Email').problem).toBe('empty');
  });

  it('turns a list of addresses into rows of one amount, with names to start from', () => {
    const rows = rowsFromEmailList(
      'ada.lovelace@example.com, "Alan Turing" <alan@example.com>\ngrace_hopper@example.com',
      '30',
    );
    expect(rows.map((r) => [r.name, r.email, r.amount])).toEqual([
      ['Ada Lovelace', 'ada.lovelace@example.com', '30'],
      ['Alan Turing', 'alan@example.com', '30'],
      ['Grace Hopper', 'grace_hopper@example.com', '30'],
    ]);
    expect(nameFromEmail('x1@example.com')).toBe('X1');
  });

  it('writes rows back in the template’s columns', () => {
    const { rows } = parseRecipientsCsv(bulkTemplateCsv());
    expect(parseRecipientsCsv(recipientsToCsv(rows)).rows).toEqual(rows);
  });
});
