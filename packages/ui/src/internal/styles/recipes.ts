// Style pieces the kit's widgets repeat, to spread into `style({...})`.
import { vars } from '../../theme/contract.css';

/** A square icon button's box: its glyph centred in a 24 px target at least, no padding or border. */
export const iconButtonBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xl,
  minHeight: vars.space.xl,
  padding: 0,
  border: 0,
} as const;

/** A floating surface over the page (a popover, a menu): framed, raised, in the body text. */
export const floatingSurface = {
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
} as const;

/** An entrance (`keyframes`) played once at the normal pace; none where reduced motion is asked. */
export const entrance = (keyframes: string) =>
  ({
    animation: `${keyframes} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }) as const;
