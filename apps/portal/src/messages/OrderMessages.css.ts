import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, stacked, vars, wrappingRow } from '@loci/ui';

export const panel = style(stacked(vars.space.md));

export const threads = style(plainList(vars.space.xs));

export const thread = style({
  ...wrappingRow(vars.space.sm),
  alignItems: 'baseline',
  width: '100%',
  minHeight: '44px',
  padding: vars.space.sm,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.selected,
      borderColor: vars.color.borderStrong,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const unreadSubject = style({ fontWeight: vars.font.weightBold });

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const messages = style(plainList(vars.space.sm));

const message = {
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  maxWidth: '60ch',
};

export const labMessage = style({
  ...message,
  backgroundColor: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.info}`,
});

export const ownMessage = style({
  ...message,
  alignSelf: 'flex-end',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** The open thread's read status and order, term and value side by side. */
export const summary = style({ ...wrappingRow(vars.space.md), margin: 0 });
globalStyle(`${summary} dd`, { margin: 0 });
globalStyle(`${summary} dt`, { fontWeight: 600 });
