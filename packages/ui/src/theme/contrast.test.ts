import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { contrastExempt, contrastPairs, type ColorToken } from './contrastPairs';
import { darkTokens, lightTokens } from './tokens';

const themes = { light: lightTokens, dark: darkTokens } as const;

/** WCAG 2.x contrast ratio of two opaque colours, rounded down to two decimals as checkers report it. */
function ratio(foreground: string, background: string): number {
  const exact = new Color(foreground).contrast(new Color(background), 'WCAG21');
  return Math.floor(exact * 100) / 100;
}

describe('theme colours meet WCAG 2.2 AA', () => {
  for (const [name, tokens] of Object.entries(themes)) {
    describe(`${name} theme`, () => {
      it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair]))(
        '%s on %s',
        (_fg, _bg, pair) => {
          const foreground = tokens.color[pair.foreground];
          const background = tokens.color[pair.background];
          // A translucent colour's contrast depends on what is under it: pairs must be opaque.
          expect(new Color(foreground).alpha.valueOf()).toBe(1);
          expect(new Color(background).alpha.valueOf()).toBe(1);
          expect(
            ratio(foreground, background),
            `${pair.use}: ${foreground} on ${background}`,
          ).toBeGreaterThanOrEqual(pair.minimum);
        },
      );
    });
  }

  it('checks every colour token, or says why it need not', () => {
    const checked = new Set<ColorToken>(
      contrastPairs.flatMap((pair) => [pair.foreground, pair.background]),
    );
    const unaccounted = (Object.keys(lightTokens.color) as ColorToken[]).filter(
      (token) => !checked.has(token) && !(token in contrastExempt),
    );
    expect(unaccounted).toEqual([]);
  });

  it('computes ratios the way WCAG defines them', () => {
    // Known values: black on white is 21:1; #767676 on white is the classic 4.54:1.
    expect(ratio('#000000', '#ffffff')).toBe(21);
    expect(ratio('#767676', '#ffffff')).toBe(4.54);
  });
});
