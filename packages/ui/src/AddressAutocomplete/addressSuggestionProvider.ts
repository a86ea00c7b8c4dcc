import type { GeocoderResult } from '@loci/domain';

/** One address the provider suggests for the typed text. */
export interface AddressSuggestion {
  /** The provider's identifier (a place id), passed back to `resolve`. */
  id: string;
  /** The whole address on one line, as shown in the menu and put in the field when chosen. */
  text: string;
  /** The street part (first line), when the provider splits it. */
  mainText?: string;
  /** The rest (city, state, country), when the provider splits it. */
  secondaryText?: string;
}

/**
 * Where AddressAutocomplete gets its suggestions: the portal's places service in the product,
 * `createInMemoryAddressProvider` in stories and tests. Both calls must stop when `signal` aborts.
 */
export interface AddressSuggestionProvider<TResolved = unknown> {
  /** Address predictions for the typed text. */
  suggest(text: string, options: { signal: AbortSignal }): Promise<readonly AddressSuggestion[]>;
  /**
   * The details of a chosen suggestion (a geocoded address), given to `onResolve`. The portal
   * converts a geocoder result with `@loci/domain`'s `addressFromGeocoderResult`.
   */
  resolve?(suggestion: AddressSuggestion, options: { signal: AbortSignal }): Promise<TResolved>;
}

/** A US address of the in-memory provider, in the geocoder's terms. */
export interface SampleUsAddress {
  streetNumber: string;
  route: string;
  /** Apartment, suite or unit. */
  subpremise?: string;
  locality: string;
  stateCode: string;
  stateName: string;
  postcode: string;
}

/** A handful of real-format US addresses (well-known public buildings). */
export const sampleUsAddresses: readonly SampleUsAddress[] = [
  {
    streetNumber: '1600',
    route: 'Pennsylvania Avenue NW',
    locality: 'Washington',
    stateCode: 'DC',
    stateName: 'District of Columbia',
    postcode: '20500',
  },
  {
    streetNumber: '1600',
    route: 'Amphitheatre Parkway',
    locality: 'Mountain View',
    stateCode: 'CA',
    stateName: 'California',
    postcode: '94043',
  },
  {
    streetNumber: '350',
    route: '5th Avenue',
    subpremise: 'Suite 300',
    locality: 'New York',
    stateCode: 'NY',
    stateName: 'New York',
    postcode: '10118',
  },
  {
    streetNumber: '233',
    route: 'South Wacker Drive',
    locality: 'Chicago',
    stateCode: 'IL',
    stateName: 'Illinois',
    postcode: '60606',
  },
  {
    streetNumber: '400',
    route: 'Broad Street',
    locality: 'Seattle',
    stateCode: 'WA',
    stateName: 'Washington',
    postcode: '98109',
  },
  {
    streetNumber: '600',
    route: 'Montgomery Street',
    locality: 'San Francisco',
    stateCode: 'CA',
    stateName: 'California',
    postcode: '94111',
  },
  {
    streetNumber: '100',
    route: 'Universal City Plaza',
    locality: 'Universal City',
    stateCode: 'CA',
    stateName: 'California',
    postcode: '91608',
  },
];

function streetLine(address: SampleUsAddress): string {
  return [address.streetNumber, address.route, address.subpremise].filter(Boolean).join(' ');
}

function suggestionOf(address: SampleUsAddress, index: number): AddressSuggestion {
  const secondaryText = `${address.locality}, ${address.stateCode} ${address.postcode}, USA`;
  return {
    id: `sample-${index}`,
    text: `${streetLine(address)}, ${secondaryText}`,
    mainText: streetLine(address),
    secondaryText,
  };
}

function geocoderResultOf(address: SampleUsAddress): GeocoderResult {
  const part = (longName: string, types: string[], shortName = longName) => ({
    long_name: longName,
    short_name: shortName,
    types,
  });
  return {
    address_components: [
      part(address.streetNumber, ['street_number']),
      part(address.route, ['route']),
      ...(address.subpremise ? [part(address.subpremise, ['subpremise'])] : []),
      part(address.locality, ['locality', 'political']),
      part(address.stateName, ['administrative_area_level_1', 'political'], address.stateCode),
      part('United States', ['country', 'political'], 'US'),
      part(address.postcode, ['postal_code']),
    ],
    formatted_address: suggestionOf(address, 0).text,
  };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * An address provider over a fixed list, for stories, tests and demos without the places
 * service: suggests the addresses whose one-line text contains every typed word (ignoring case),
 * after `delayMs`; resolves a suggestion to a geocoder result (`@loci/domain`'s shape).
 */
export function createInMemoryAddressProvider({
  addresses = sampleUsAddresses,
  delayMs = 40,
}: {
  addresses?: readonly SampleUsAddress[];
  delayMs?: number;
} = {}): AddressSuggestionProvider<GeocoderResult> {
  const entries = addresses.map((address, index) => ({
    address,
    suggestion: suggestionOf(address, index),
  }));
  return {
    async suggest(text, { signal }) {
      await wait(delayMs, signal);
      const words = text
        .toLocaleLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      return entries
        .filter(({ suggestion }) => {
          const haystack = suggestion.text.toLocaleLowerCase();
          return words.every((word) => haystack.includes(word));
        })
        .map(({ suggestion }) => suggestion);
    },
    async resolve(suggestion, { signal }) {
      await wait(delayMs, signal);
      const entry = entries.find((candidate) => candidate.suggestion.id === suggestion.id);
      if (!entry) throw new Error(`Unknown address suggestion ${suggestion.id}`);
      return geocoderResultOf(entry.address);
    },
  };
}
