import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { Severity } from './severity';

const palette: Record<Severity, { surface: string; accent: string }> = {
  info: { surface: vars.color.infoSurface, accent: vars.color.info },
  success: { surface: vars.color.successSurface, accent: vars.color.success },
  warn: { surface: vars.color.warningSurface, accent: vars.color.warning },
  error: { surface: vars.color.dangerSurface, accent: vars.color.danger },
};

/**
 * The `severity` variants of a recipe (for `.css.ts` files): the severity's surface colour, and
 * its accent colour on the border property given (the whole border, or only the start edge).
 */
export function severityVariants(
  accentOn: 'borderColor' | 'borderInlineStartColor',
): Record<Severity, StyleRule> {
  const variants = {} as Record<Severity, StyleRule>;
  for (const [severity, { surface, accent }] of Object.entries(palette)) {
    variants[severity as Severity] = { backgroundColor: surface, [accentOn]: accent };
  }
  return variants;
}
