import { describe, expect, it } from 'vitest';
import {
  MissingRequiredValueError,
  MissingRequiredValueMessage,
  requiredValue,
} from './requiredValue.js';

describe('requiredValue', () => {
  it('gives back a value that is there', () => {
    const cart = { tests: [] };
    expect(requiredValue(cart, 'useCart needs a CartProvider')).toBe(cart);
    expect(requiredValue('1001', 'account')).toBe('1001');
  });

  it('throws the spec’s “expecting a truthy value”, naming what was missing', () => {
    for (const missing of [null, undefined, false, '', 0] as const) {
      expect(() => requiredValue(missing, 'useCart needs a CartProvider')).toThrow(
        new MissingRequiredValueError('useCart needs a CartProvider'),
      );
    }
    expect(() => requiredValue(null, 'profile')).toThrow('profile: expecting a truthy value');
    expect(MissingRequiredValueMessage).toBe('expecting a truthy value');
    expect(() => requiredValue(undefined, 'profile')).toThrow(MissingRequiredValueError);
  });
});
