import { addressFromGeocoderResult } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { createInMemoryAddressProvider } from './addressSuggestionProvider';

const provider = createInMemoryAddressProvider({ delayMs: 0 });
const signal = () => new AbortController().signal;

describe('createInMemoryAddressProvider', () => {
  it('suggests the addresses containing every typed word, ignoring case and commas', async () => {
    const texts = (await provider.suggest('1600 ave', { signal: signal() })).map((s) => s.text);
    expect(texts).toEqual(['1600 Pennsylvania Avenue NW, Washington, DC 20500, USA']);
    const ca = await provider.suggest('ca,', { signal: signal() });
    // A word matches anywhere in the text ("ca" is also in "Chicago").
    expect(ca.map((s) => s.secondaryText)).toEqual([
      'Mountain View, CA 94043, USA',
      'Chicago, IL 60606, USA',
      'San Francisco, CA 94111, USA',
      'Universal City, CA 91608, USA',
    ]);
    expect(await provider.suggest('Nowhere', { signal: signal() })).toEqual([]);
  });

  it('rejects when aborted', async () => {
    const controller = new AbortController();
    const pending = createInMemoryAddressProvider({ delayMs: 50 }).suggest('1600', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('resolves a suggestion to a geocoder result that @loci/domain converts', async () => {
    const [suggestion] = await provider.suggest('5th avenue', { signal: signal() });
    expect(suggestion?.text).toBe('350 5th Avenue Suite 300, New York, NY 10118, USA');
    const result = await provider.resolve?.(suggestion!, { signal: signal() });
    expect(addressFromGeocoderResult(result!)).toEqual({
      street: '5th Avenue',
      streetNumber: '350',
      apartment: 'Suite 300',
      locality: 'New York',
      state: 'NY',
      postcode: '10118',
      country: 'United States',
      countryAlpha2: 'US',
    });
  });
});
