import { vars } from '../theme/contract.css';
import { darkTokens, lightTokens, type ThemeTokens } from '../theme/tokens';

export type TokenGroup = keyof ThemeTokens;

/** One token of the contract with its value in each theme. */
export interface TokenLeaf {
  /** The name developers write, for example `vars.color.primary`. */
  path: string;
  name: string;
  /** The CSS custom property reference (`var(--…)`) the token compiles to. */
  cssVar: string;
  light: string;
  dark: string;
}

/**
 * The tokens of one group, read from the theme contract itself (not listed by hand), so that
 * the Tokens page shows every token the kit has, in the contract's order.
 */
export function tokenLeaves(group: TokenGroup): TokenLeaf[] {
  const contract = vars[group] as Record<string, string>;
  const light = lightTokens[group] as Record<string, string>;
  const dark = darkTokens[group] as Record<string, string>;
  return Object.entries(contract).map(([name, cssVar]) => ({
    path: `vars.${group}.${name}`,
    name,
    cssVar,
    light: light[name] ?? '',
    dark: dark[name] ?? '',
  }));
}

/** Every group of the contract, in its order. */
export const tokenGroups = Object.keys(vars) as TokenGroup[];
