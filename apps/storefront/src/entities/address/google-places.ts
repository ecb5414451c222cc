import type { PlaceAddressComponent } from './place-to-address';

/**
 * The slice of Google's Places API (new) the address autocomplete uses: suggestions as the
 * shopper types, then the chosen place's address components. Typed here, not from @types,
 * to keep the dependency on Google to what is called.
 */
export interface PlacePrediction {
  placeId: string;
  text: { text: string };
  toPlace(): {
    fetchFields(options: { fields: string[] }): Promise<unknown>;
    addressComponents?: PlaceAddressComponent[] | null;
  };
}

export interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken?: object;
      includedRegionCodes?: string[];
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
}

interface GoogleMapsGlobal {
  google?: { maps?: { importLibrary?(name: 'places'): Promise<unknown> } };
  [callback: string]: unknown;
}

let loading: Promise<PlacesLibrary> | null = null;

/** Loads the Maps JavaScript API once, with the key the server hands out (StoreSettings.integrations). */
export function loadPlacesLibrary(apiKey: string): Promise<PlacesLibrary> {
  loading ??= new Promise<PlacesLibrary>((resolve, reject) => {
    const global = window as unknown as GoogleMapsGlobal;
    const callback = '__giftfrontMapsReady';
    global[callback] = () => {
      const importLibrary = global.google?.maps?.importLibrary;
      if (!importLibrary) return reject(new Error('Google Maps did not load'));
      importLibrary('places').then((places) => resolve(places as PlacesLibrary), reject);
    };
    const script = document.createElement('script');
    const query = new URLSearchParams({ key: apiKey, v: 'weekly', libraries: 'places', loading: 'async', callback });
    script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
    script.async = true;
    script.onerror = () => reject(new Error('Google Maps could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
