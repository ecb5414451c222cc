import { describe, expect, it } from 'vitest';
import { addressLines, addressRulesFor, isValidPostcode, regionName } from './address-format.ts';

/** Issue 26 item 12, issue 25 defect 9: an address follows its country (decision 0080). */
describe('addressRulesFor', () => {
  it('asks a US address for its state from the list, and a ZIP code', () => {
    const us = addressRulesFor('US');
    expect(us.region).toMatchObject({ shown: true, required: true, label: 'State' });
    expect(us.region.regions).toContainEqual({ code: 'NY', name: 'New York' });
    expect(us.postcode).toMatchObject({ shown: true, required: true, label: 'ZIP code' });
  });

  it('asks a Canadian address for its province', () => {
    const ca = addressRulesFor('ca');
    expect(ca.region).toMatchObject({ shown: true, required: true, label: 'Province' });
    expect(ca.region.regions).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(ca.postcode.label).toBe('Postal code');
  });

  it('offers a UK county as optional text, with a town and a postcode required', () => {
    const gb = addressRulesFor('GB');
    expect(gb.region).toEqual({ shown: true, required: false, label: 'County', regions: [] });
    expect(gb.city).toMatchObject({ required: true, label: 'Town or city' });
    expect(gb.postcode).toMatchObject({ required: true, label: 'Postcode' });
  });

  it('leaves out what a country has none of (Hong Kong: no postcode)', () => {
    expect(addressRulesFor('HK').postcode.shown).toBe(false);
  });

  it('asks for a town and postcode before a country is chosen', () => {
    const none = addressRulesFor('');
    expect(none.postcode.required).toBe(true);
    expect(none.region.required).toBe(false);
  });
});

describe('isValidPostcode', () => {
  it.each([
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['CA', 'K1A 0B1', true],
    ['CA', '12345', false],
    ['GB', 'ls1 1aa', true],
    ['GB', '90210', false],
    ['DE', '10115', true],
  ])('%s %s → %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });
});

describe('addressLines', () => {
  it('writes a US address as the post does', () => {
    expect(
      addressLines({
        name: 'Pat Post',
        address: '1 Main St',
        address2: 'Apt 2',
        city: 'Springfield',
        region: 'IL',
        postcode: '62704',
        country: 'US',
      }),
    ).toEqual(['Pat Post', '1 Main St', 'Apt 2', 'SPRINGFIELD, IL 62704']);
  });

  it('puts a UK county after the town, the postcode on its own line', () => {
    expect(
      addressLines({
        name: 'Pat Post',
        address: '1 High St',
        city: 'Leeds',
        region: 'West Yorkshire',
        postcode: 'ls1 1aa',
        country: 'GB',
      }),
    ).toEqual(['Pat Post', '1 High St', 'LEEDS', 'West Yorkshire', 'LS1 1AA']);
  });

  it('names a region by its code', () => {
    expect(regionName('CA', 'ON')).toBe('Ontario');
    expect(regionName('GB', 'Kent')).toBe('Kent');
  });
});
