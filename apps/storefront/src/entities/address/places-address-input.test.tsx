import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlacePrediction, PlacesLibrary } from './google-places';
import type { PlaceAddress } from './place-to-address';
import { PlacesAddressInput } from './places-address-input';

const bakerStreet: PlacePrediction = {
  placeId: 'p1',
  text: { text: '221B Baker Street, London, UK' },
  toPlace: () => ({
    addressComponents: [] as NonNullable<ReturnType<PlacePrediction['toPlace']>['addressComponents']>,
    async fetchFields() {
      this.addressComponents = [
        { types: ['street_number'], longText: '221B', shortText: '221B' },
        { types: ['route'], longText: 'Baker Street', shortText: 'Baker St' },
        { types: ['postal_town'], longText: 'London', shortText: 'London' },
        { types: ['postal_code'], longText: 'NW1 6XE', shortText: 'NW1 6XE' },
        { types: ['country'], longText: 'United Kingdom', shortText: 'GB' },
      ];
    },
  }),
};

function fakePlaces() {
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: [{ placePrediction: bakerStreet }, { placePrediction: null }],
  }));
  const places: PlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
  };
  return { places, fetchAutocompleteSuggestions };
}

function Harness({
  places,
  onPlace,
  country,
}: {
  places: PlacesLibrary;
  onPlace(address: PlaceAddress): void;
  country?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <PlacesAddressInput
      id="address"
      label="Address"
      value={value}
      onChange={setValue}
      onPlace={onPlace}
      country={country}
      places={places}
    />
  );
}

afterEach(cleanup);

describe('the address autocomplete with Google Places', () => {
  it('lists suggestions as the shopper types, limited to the chosen country', async () => {
    const { places, fetchAutocompleteSuggestions } = fakePlaces();
    render(<Harness places={places} onPlace={() => {}} country="GB" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Address' }), '221b baker');
    expect(await screen.findByRole('option', { name: '221B Baker Street, London, UK' })).toBeTruthy();
    expect(fetchAutocompleteSuggestions).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: '221b baker', includedRegionCodes: ['gb'] }),
    );
  });

  it('fills the address from the chosen place', async () => {
    const { places } = fakePlaces();
    const onPlace = vi.fn();
    render(<Harness places={places} onPlace={onPlace} />);
    await userEvent.type(screen.getByRole('combobox'), 'baker');
    await userEvent.click(await screen.findByRole('option', { name: /Baker Street/ }));
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith({
        address: '221B Baker Street',
        city: 'London',
        region: '',
        postalCode: 'NW1 6XE',
        country: 'GB',
      }),
    );
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    const { places } = fakePlaces();
    const onPlace = vi.fn();
    render(<Harness places={places} onPlace={onPlace} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'baker');
    await screen.findByRole('option', { name: /Baker Street/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Baker Street/ }).id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
  });

  it('asks nothing for fewer than three characters', async () => {
    const { places, fetchAutocompleteSuggestions } = fakePlaces();
    render(<Harness places={places} onPlace={() => {}} />);
    const input = screen.getByRole('combobox');
    vi.useFakeTimers();
    try {
      fireEvent.input(input, { target: { value: 'ba' } });
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(fetchAutocompleteSuggestions).not.toHaveBeenCalled();
      fireEvent.input(input, { target: { value: 'bak' } });
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(fetchAutocompleteSuggestions).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
