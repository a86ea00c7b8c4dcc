import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { severityVariants } from '../internal/feedback/severityColors';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    // The information banner is at most 382 px wide (document 3).
    maxWidth: vars.size.bannerMaxWidth,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    borderInlineStartWidth: vars.space.xs,
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
    lineHeight: vars.font.lineHeight,
  },
  variants: {
    // A border all round in the severity's colour, wider at the start edge.
    severity: severityVariants('borderColor'),
  },
  defaultVariants: { severity: 'info' },
});

export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  display: 'block',
  fontWeight: vars.font.weightBold,
  marginBlockEnd: vars.space.xxs,
});

export const action = style({ marginBlockStart: vars.space.sm });

/** The close button's glyph sits on one line. */
export const dismiss = style({ lineHeight: 1 });
