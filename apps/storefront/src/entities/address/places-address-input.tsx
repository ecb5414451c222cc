import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { MapPin } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { describedBy, FieldShell, inputClasses } from '@/components/text-field';
import type { PlacePrediction, PlacesLibrary } from './google-places';
import { placeToAddress, type PlaceAddress } from './place-to-address';

export interface AddressInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** A chosen place: address, city, postcode and country. */
  onPlace(address: PlaceAddress): void;
  /** Suggestions are limited to the chosen country when there is one. */
  country?: string;
  error?: string;
  testId?: string;
}

const MIN_INPUT = 3;
const DEBOUNCE_MS = 250;
const MAX_SUGGESTIONS = 5;

/** The address input as a combobox listing Google's suggestions (ARIA 1.2 combobox pattern). */
export function PlacesAddressInput({
  places,
  id,
  label,
  value,
  onChange,
  onPlace,
  country,
  error,
  testId,
  onBlur,
  ...input
}: AddressInputProps & { places: PlacesLibrary }) {
  const listId = useId();
  const { t } = useLingui();
  const [suggestions, setSuggestions] = useState<PlacePrediction[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const session = useRef<object | null>(null);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || value.trim().length < MIN_INPUT) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      session.current ??= new places.AutocompleteSessionToken();
      places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: value,
        sessionToken: session.current,
        ...(country ? { includedRegionCodes: [country.toLowerCase()] } : {}),
      })
        .then(({ suggestions: found }) => {
          if (!current) return;
          setSuggestions(
            found.flatMap((s) => (s.placePrediction ? [s.placePrediction] : [])).slice(0, MAX_SUGGESTIONS),
          );
          setActive(-1);
          setOpen(true);
        })
        .catch((failure: unknown) => console.warn('Address suggestions failed', failure));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, country, places]);

  async function choose(prediction: PlacePrediction) {
    setOpen(false);
    typed.current = false;
    session.current = null; // a chosen place ends the billing session
    try {
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['addressComponents'] });
      onPlace(placeToAddress(place.addressComponents ?? []));
    } catch (failure) {
      console.warn('The chosen address could not be read', failure);
      onChange(prediction.text.text);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const showing = open && suggestions.length > 0;
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && showing) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && showing && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]!);
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <FieldShell id={id} label={label} error={error} testId={testId}>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            typed.current = true;
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setOpen(false);
            onBlur?.(event);
          }}
          {...input}
          className={inputClasses(Boolean(error), 'pe-11')}
          data-testid={testId ? `${testId}-input` : undefined}
          {...describedBy(id, error)}
        />
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 end-3.5 size-5 -translate-y-1/2 text-gray-400"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t`Address suggestions`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((prediction, i) => (
            <li
              key={prediction.placeId}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Chosen on mousedown so the input's blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                void choose(prediction);
              }}
              className={clsx(
                'flex cursor-pointer items-center gap-2 px-3.5 py-2.5 text-sm text-gray-800',
                i === active ? 'bg-gray-100' : 'hover:bg-gray-50',
              )}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
              {prediction.text.text}
            </li>
          ))}
          <li role="presentation" className="px-3.5 pt-1.5 pb-1 text-end text-[11px] text-gray-500">
            Powered by Google
          </li>
        </ul>
      </div>
    </FieldShell>
  );
}
