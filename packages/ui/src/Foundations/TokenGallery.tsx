import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Columns } from '../Columns';
import { ThemeProvider } from '../theme/ThemeProvider';
import { reducedMotionTokens } from '../theme/tokens';
import { typeRamp } from '../theme/typography';
import * as styles from './TokenGallery.css';
import { tokenLeaves, type TokenGroup, type TokenLeaf } from './tokenLeaves';

// The Storybook Tokens page: every table below iterates the theme contract, so a token added to
// the contract shows up here without anyone listing it.

/** Swatches of every colour token, in the light and the dark theme side by side. */
export function ColourSwatches({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const colours = tokenLeaves('color');
  return (
    <Columns columns={{ base: 1, large: 2 }} gap="md">
      {(['light', 'dark'] as const).map((scheme) => (
        <ThemeProvider key={scheme} colorScheme={scheme}>
          <Card
            heading={`${scheme === 'light' ? 'Light' : 'Dark'} theme`}
            headingLevel={headingLevel}
          >
            <ul className={styles.swatchList}>
              {colours.map((leaf) => (
                <li key={leaf.name} className={styles.swatch} data-token={leaf.path}>
                  <span
                    className={styles.chip}
                    style={{ backgroundColor: leaf.cssVar }}
                    aria-hidden="true"
                  />
                  <span className={styles.swatchText}>
                    <span>{leaf.name}</span>
                    <span className={styles.code}>{leaf[scheme]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </ThemeProvider>
      ))}
    </Columns>
  );
}

interface TokenTableProps {
  group: TokenGroup;
  caption: string;
  /** A picture of the token (bar, shape, shadow), decorative: the value is in the next cell. */
  sample?: (leaf: TokenLeaf) => ReactNode;
  /** An extra column, for example the value under reduced motion. */
  extra?: { header: string; value: (leaf: TokenLeaf) => ReactNode };
}

/** One group of tokens as a table: name, value in each theme (once when both agree), sample. */
export function TokenTable({ group, caption, sample, extra }: TokenTableProps) {
  const leaves = tokenLeaves(group);
  const differs = leaves.some((leaf) => leaf.light !== leaf.dark);
  return (
    <table className={styles.table} data-token-group={group}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Token
          </th>
          <th scope="col" className={styles.cell}>
            {differs ? 'Light' : 'Value'}
          </th>
          {differs ? (
            <th scope="col" className={styles.cell}>
              Dark
            </th>
          ) : null}
          {extra ? (
            <th scope="col" className={styles.cell}>
              {extra.header}
            </th>
          ) : null}
          {sample ? (
            <th scope="col" className={styles.cell}>
              Sample
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {leaves.map((leaf) => (
          <tr key={leaf.name}>
            <th scope="row" className={styles.cell}>
              <code>{leaf.path}</code>
            </th>
            <td className={styles.cell}>
              <code className={styles.code}>{leaf.light}</code>
            </td>
            {differs ? (
              <td className={styles.cell}>
                <code className={styles.code}>{leaf.dark}</code>
              </td>
            ) : null}
            {extra ? <td className={styles.cell}>{extra.value(leaf)}</td> : null}
            {sample ? (
              <td className={styles.cell}>
                <div aria-hidden="true">{sample(leaf)}</div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type ramp: each role's sample in its own style, with the tokens it is built from. */
export function TypeRampTable() {
  const fontValues = new Map(tokenLeaves('font').map((leaf) => [leaf.cssVar, leaf]));
  const describe = (cssVar: string) => fontValues.get(cssVar)?.path ?? cssVar;
  return (
    <table className={styles.table} data-token-group="typeRamp">
      <caption className={styles.caption}>Type ramp (typeRamp)</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Role
          </th>
          <th scope="col" className={styles.cell}>
            Sample
          </th>
          <th scope="col" className={styles.cell}>
            Built from
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(typeRamp).map(([role, textStyle]) => (
          <tr key={role}>
            <th scope="row" className={styles.cell}>
              <code>typeRamp.{role}</code>
            </th>
            <td className={styles.cell}>
              <span style={textStyle}>Hereditary cancer panel</span>
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>
                {[textStyle.fontSize, textStyle.fontWeight, textStyle.lineHeight]
                  .map(describe)
                  .join(', ')}
              </code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingScale() {
  return (
    <TokenTable
      group="space"
      caption="Spacing (vars.space)"
      sample={(leaf) => <div className={styles.bar} style={{ width: leaf.cssVar }} />}
    />
  );
}

export function RadiusScale() {
  return (
    <TokenTable
      group="radius"
      caption="Radius (vars.radius)"
      sample={(leaf) => <div className={styles.shape} style={{ borderRadius: leaf.cssVar }} />}
    />
  );
}

export function ElevationScale() {
  return (
    <TokenTable
      group="elevation"
      caption="Elevation (vars.elevation)"
      sample={(leaf) => <div className={styles.raised} style={{ boxShadow: leaf.cssVar }} />}
    />
  );
}

export function MotionTokens() {
  const reduced = reducedMotionTokens as Record<string, string>;
  return (
    <TokenTable
      group="motion"
      caption="Motion (vars.motion)"
      extra={{
        header: 'With reduced motion',
        value: (leaf) => <code className={styles.code}>{reduced[leaf.name]}</code>,
      }}
    />
  );
}

export function FocusRing() {
  return (
    <TokenTable
      group="focus"
      caption="Focus ring (vars.focus, colour vars.color.focusRing)"
      sample={() => <span className={styles.focusSample}>Focused</span>}
    />
  );
}
