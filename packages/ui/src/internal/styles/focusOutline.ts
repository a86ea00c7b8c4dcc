import { vars } from '../../theme/contract.css';

/** The kit's focus outline (3 px in the focus-ring colour), `offset` away from the element. */
export const focusOutline = (offset: string) =>
  ({ outline: `3px solid ${vars.color.focusRing}`, outlineOffset: offset }) as const;
