// The places service behind `/api/places/...`. The lab's real one is an external geocoder (a
// system edge); `LocalPlacesProvider` answers from the real-format US addresses shipped in
// `data/addresses_us.tsv.gz` (OpenAddresses via EthanRBrown/rrad; data/SOURCES.md), in the
// geocoder's shapes so that @loci/domain's conversion applies unchanged
// (docs/decisions/places-provider.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { PlaceGeocoderResult, PlacePrediction } from '@loci/contract';
import { UsRegions, findRegionByCode } from '@loci/domain';

export interface PlacesProvider {
  /** Address predictions for typed text (address type, English), best first. */
  predictions(input: string): Promise<PlacePrediction[]>;
  /** The geocoded address of a predicted place; empty when the id is unknown. */
  geocode(placeId: string): Promise<PlaceGeocoderResult[]>;
}

interface AddressRow {
  placeId: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  /** Lower-cased one-line text for matching. */
  haystack: string;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultAddressFile = path.join(packageRoot, 'data', 'addresses_us.tsv.gz');

/** At most this many predictions answer one input. */
export const MaxPredictions = 5;

function secondaryText(row: AddressRow): string {
  const cityState = [row.city, `${row.state} ${row.postcode}`.trim()].filter(Boolean).join(', ');
  return `${cityState}, USA`;
}

function mainText(row: AddressRow): string {
  return [row.address1, row.address2].filter(Boolean).join(' ');
}

function component(longName: string, types: string[], shortName = longName) {
  return { long_name: longName, short_name: shortName, types };
}

/** The address rows of a TSV file (gzip-compressed when it ends in .gz). */
export function readAddressRows(file: string): AddressRow[] {
  const raw = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const [header, ...lines] = text.split('\n');
  const columns = (header ?? '').split('\t');
  const index = (name: string) => columns.indexOf(name);
  return lines.flatMap((line, position) => {
    if (line.trim() === '') return [];
    const cells = line.split('\t');
    const cell = (name: string) => (cells[index(name)] ?? '').trim();
    const row = {
      placeId: `us-address-${position + 1}`,
      address1: cell('address1'),
      address2: cell('address2'),
      city: cell('city'),
      state: cell('state'),
      postcode: cell('postal_code'),
      lat: Number(cell('lat')),
      lng: Number(cell('lng')),
      haystack: '',
    };
    row.haystack = `${mainText(row)}, ${secondaryText(row)}`.toLowerCase();
    return row.address1 ? [row] : [];
  });
}

export class LocalPlacesProvider implements PlacesProvider {
  readonly #file: string;
  #rows: AddressRow[] | undefined;
  #byId: Map<string, AddressRow> | undefined;

  constructor(file: string = defaultAddressFile) {
    this.#file = file;
  }

  #load(): AddressRow[] {
    if (!this.#rows) {
      this.#rows = readAddressRows(this.#file);
      this.#byId = new Map(this.#rows.map((row) => [row.placeId, row]));
    }
    return this.#rows;
  }

  async predictions(input: string): Promise<PlacePrediction[]> {
    const words = input
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (words.length === 0) return [];
    const matches: Array<{ row: AddressRow; score: number }> = [];
    for (const row of this.#load()) {
      if (!words.every((word) => row.haystack.includes(word))) continue;
      // Addresses that start with the typed text come first, then shorter ones.
      const score = (row.haystack.startsWith(words[0]!) ? 0 : 1000) + row.haystack.length;
      matches.push({ row, score });
    }
    return matches
      .sort((left, right) => left.score - right.score)
      .slice(0, MaxPredictions)
      .map(({ row }) => ({
        place_id: row.placeId,
        description: `${mainText(row)}, ${secondaryText(row)}`,
        structured_formatting: { main_text: mainText(row), secondary_text: secondaryText(row) },
        types: ['street_address', 'geocode'],
      }));
  }

  async geocode(placeId: string): Promise<PlaceGeocoderResult[]> {
    this.#load();
    const row = this.#byId?.get(placeId);
    if (!row) return [];
    const street = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(.+)$/.exec(row.address1);
    const region = findRegionByCode(UsRegions, row.state);
    const [postcode, suffix] = row.postcode.split('-');
    return [
      {
        place_id: row.placeId,
        formatted_address: `${mainText(row)}, ${secondaryText(row)}`,
        address_components: [
          ...(street
            ? [component(street[1]!, ['street_number']), component(street[2]!, ['route'])]
            : [component(row.address1, ['route'])]),
          ...(row.address2 ? [component(row.address2, ['subpremise'])] : []),
          ...(row.city ? [component(row.city, ['locality', 'political'])] : []),
          component(
            region?.name ?? row.state,
            ['administrative_area_level_1', 'political'],
            row.state,
          ),
          component('United States', ['country', 'political'], 'US'),
          ...(postcode ? [component(postcode, ['postal_code'])] : []),
          ...(suffix ? [component(suffix, ['postal_code_suffix'])] : []),
        ],
        geometry: { location: { lat: row.lat, lng: row.lng } },
        types: ['street_address'],
      },
    ];
  }
}
