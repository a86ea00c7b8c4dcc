import { style } from '@vanilla-extract/css';
import { stacked, vars } from '@loci/ui';

export const dropZone = style({
  ...stacked(vars.space.sm),
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const dropZoneActive = style({
  borderColor: vars.color.primary,
  backgroundColor: vars.color.infoSurface,
});

/**
 * The new documents' category, notes and file chooser: as many columns of at least 14rem as the
 * drop zone holds (it sits in half of the order form), so that none cuts its text short.
 */
export const uploadFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
});

/** The file chooser's label, as the kit's field labels beside it. */
export const fileLabel = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  marginBottom: vars.space.xs,
});

/** The browser's file chooser is wider than a phone's card: it shrinks to it. */
export const fileInput = style({ maxWidth: '100%' });

export const uploads = style({
  ...stacked(vars.space.xs),
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const error = style({ color: vars.color.danger });

/** A server's reason for refusing an upload, on its own line under the message. */
export const reason = style({ display: 'block' });

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weightMedium,
  padding: `${vars.space.sm} 0`,
});
