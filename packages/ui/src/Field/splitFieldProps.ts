import type { FieldFrameProps, FieldProps } from './Field';

/** The frame props, plus the control's own `aria-describedby` the frame adds to its list. */
export type FieldFrameSplit = FieldFrameProps & Pick<FieldProps, 'describedBy'>;

const frameKeys = [
  'label',
  'description',
  'error',
  'invalid',
  'required',
  'disabled',
  'readOnly',
  'id',
  'className',
] as const satisfies readonly (keyof FieldFrameProps)[];

type FrameKey = (typeof frameKeys)[number] | 'aria-describedby';

/** Whatever is left of a field's props once the frame has taken its own (kept per union member). */
export type ControlOwnProps<P> = P extends unknown ? Omit<P, FrameKey> : never;

/**
 * Kit-internal: splits a field component's props into what its `Field` frame takes (spread it on
 * `<Field>`) and what belongs to the control itself. The control's `aria-describedby` becomes the
 * frame's `describedBy`, so it is read after the error and the description.
 */
export function splitFieldProps<P extends FieldFrameProps & { 'aria-describedby'?: string }>(
  props: P,
): [frame: FieldFrameSplit, control: ControlOwnProps<P>] {
  const control = { ...props } as Record<string, unknown>;
  const frame: Record<string, unknown> = {};
  for (const key of frameKeys) {
    if (key in control) frame[key] = control[key];
    delete control[key];
  }
  if ('aria-describedby' in control) frame.describedBy = control['aria-describedby'];
  delete control['aria-describedby'];
  return [frame as unknown as FieldFrameSplit, control as ControlOwnProps<P>];
}
