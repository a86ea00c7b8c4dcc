import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const portalScope = style({ display: 'contents' });

export const content = style({
  zIndex: vars.layer.tooltip,
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  // Inverted colours: text colour as the background, surface colour as the text.
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
});

export const arrow = style({ fill: vars.color.text });
