import { useEffect, useState } from 'react';
import { MapPin } from 'lucide-react';
import { TextField } from '@/components/text-field';
import { loadPlacesLibrary, type PlacesLibrary } from './google-places';
import { PlacesAddressInput, type AddressInputProps } from './places-address-input';

function usePlacesLibrary(apiKey: string | null | undefined): PlacesLibrary | null {
  const [places, setPlaces] = useState<PlacesLibrary | null>(null);
  useEffect(() => {
    if (!apiKey) return;
    let current = true;
    loadPlacesLibrary(apiKey).then(
      (library) => current && setPlaces(library),
      (failure: unknown) => console.warn('Address autocomplete is off: Google Places did not load', failure),
    );
    return () => {
      current = false;
    };
  }, [apiKey]);
  return apiKey ? places : null;
}

/**
 * product §2: address entry assisted by a maps place-autocomplete. Google Places when the
 * deployment has a maps key (StoreSettings.integrations.mapsApiKey), a plain input otherwise
 * or until (and unless) Google's script loads.
 */
export function AddressAutocomplete({
  apiKey,
  onPlace,
  country,
  ...props
}: AddressInputProps & { apiKey?: string | null }) {
  const places = usePlacesLibrary(apiKey);
  if (places) return <PlacesAddressInput places={places} onPlace={onPlace} country={country} {...props} />;
  const { id, label, value, onChange, error, testId, ...input } = props;
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      testId={testId}
      autoComplete="address-line1"
      adornment={<MapPin aria-hidden="true" className="size-5" />}
      {...input}
    />
  );
}
