import { describe, expect, it } from 'vitest';
import { fillMessage } from './fillMessage';

describe('fillMessage', () => {
  it('replaces every named placeholder', () => {
    expect(fillMessage('{count}/{maxLength}', { count: 3, maxLength: 10 })).toBe('3/10');
  });
  it('leaves unknown placeholders visible', () => {
    expect(fillMessage('Showing {shown} of {total}', { shown: 5 })).toBe('Showing 5 of {total}');
  });
});
