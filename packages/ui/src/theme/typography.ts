import { vars } from './contract.css';

/** One role of the type ramp: ready to spread into a vanilla-extract `style()`. */
export interface TextStyle {
  fontSize: string;
  lineHeight: string;
  fontWeight: string;
  letterSpacing?: string;
}

/**
 * The type ramp: the roles text plays, each built from the contract's font tokens, so that a
 * page title looks the same in every product. Spread one into a style: `style({ ...typeRamp.pageTitle })`.
 */
export const typeRamp = {
  /** Large numbers and titles of dashboards and sign-in. */
  display: {
    fontSize: vars.font.sizeXxxl,
    lineHeight: vars.font.lineHeightTight,
    fontWeight: vars.font.weightBold,
    letterSpacing: vars.font.letterSpacingTight,
  },
  /** The page's h1 (PageHeader). */
  pageTitle: {
    fontSize: vars.font.sizeXxl,
    lineHeight: vars.font.lineHeightTight,
    fontWeight: vars.font.weightBold,
    letterSpacing: vars.font.letterSpacingTight,
  },
  /** Section headings (h2). */
  sectionTitle: {
    fontSize: vars.font.sizeXl,
    lineHeight: vars.font.lineHeightTight,
    fontWeight: vars.font.weightSemibold,
  },
  /** Card and form-section headings (Card, FormSection). */
  cardTitle: {
    fontSize: vars.font.sizeLg,
    lineHeight: vars.font.lineHeightTight,
    fontWeight: vars.font.weightSemibold,
  },
  /** Running text and controls. */
  body: {
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeight,
    fontWeight: vars.font.weightRegular,
  },
  /** Descriptions and secondary text. */
  bodySmall: {
    fontSize: vars.font.sizeSm,
    lineHeight: vars.font.lineHeight,
    fontWeight: vars.font.weightRegular,
  },
  /** Captions, counters and footnotes. */
  caption: {
    fontSize: vars.font.sizeXs,
    lineHeight: vars.font.lineHeight,
    fontWeight: vars.font.weightRegular,
  },
} as const satisfies Record<string, TextStyle>;

export type TypeRole = keyof typeof typeRamp;
