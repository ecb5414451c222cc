import { describe, expect, it } from 'vitest';
import { placeToAddress, type PlaceAddressComponent } from './place-to-address';

const part = (types: string[], longText: string, shortText = longText): PlaceAddressComponent => ({
  types,
  longText,
  shortText,
});

describe('placeToAddress', () => {
  it("fills address from street number and route, city from locality, the state's short name, postcode and the country code", () => {
    const place = [
      part(['street_number'], '1600'),
      part(['route'], 'Amphitheatre Parkway', 'Amphitheatre Pkwy'),
      part(['locality', 'political'], 'Mountain View'),
      part(['administrative_area_level_1', 'political'], 'California', 'CA'),
      part(['country', 'political'], 'United States', 'US'),
      part(['postal_code'], '94043'),
    ];
    expect(placeToAddress(place)).toEqual({
      address: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94043',
      country: 'US',
    });
  });

  it('takes the postal town as the city when there is no locality (UK addresses)', () => {
    const place = [
      part(['route'], 'Baker Street'),
      part(['postal_town'], 'London'),
      part(['country'], 'United Kingdom', 'GB'),
      part(['postal_code'], 'NW1 6XE'),
    ];
    expect(placeToAddress(place)).toMatchObject({ address: 'Baker Street', city: 'London', postalCode: 'NW1 6XE' });
  });

  it('prefers the locality to the postal town', () => {
    const place = [part(['postal_town'], 'Town'), part(['locality'], 'Village')];
    expect(placeToAddress(place).city).toBe('Village');
  });

  it('reads the legacy long_name and short_name spelling', () => {
    const place = [
      { types: ['street_number'], long_name: '10', short_name: '10' },
      { types: ['route'], long_name: 'Downing Street', short_name: 'Downing St' },
      { types: ['country'], long_name: 'United Kingdom', short_name: 'gb' },
    ];
    expect(placeToAddress(place)).toMatchObject({ address: '10 Downing Street', country: 'GB' });
  });

  it('leaves what the place lacks empty', () => {
    expect(placeToAddress([part(['country'], 'France', 'FR')])).toEqual({
      address: '',
      city: '',
      region: '',
      postalCode: '',
      country: 'FR',
    });
  });
});
