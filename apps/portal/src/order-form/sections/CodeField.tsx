// A code typed inside the order form and acted on by its own button (add a test by its code,
// validate a test's program code): Enter acts as the button does instead of reviewing the order.
import type { ReactNode, Ref } from 'react';
import { Button, TextField, type TextFieldProps } from '@loci/ui';
import { enterRuns } from '../../forms/enterRuns.ts';

export function CodeField({
  act,
  actLabel,
  actState,
  onType,
  inputRef,
  ...field
}: Omit<TextFieldProps, 'onChange' | 'onKeyDown'> & {
  /** The text box (to move the focus there). */
  inputRef?: Ref<HTMLInputElement>;
  act: () => void;
  actLabel: ReactNode;
  /** The button's state: busy (`loading`) or not usable yet (`disabled`). */
  actState: { loading?: boolean; disabled?: boolean };
  /** The text as typed. */
  onType: (text: string) => void;
}) {
  return (
    <>
      <TextField
        {...field}
        ref={inputRef}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={enterRuns(act)}
      />
      <Button type="button" variant="secondary" {...actState} onClick={act}>
        {actLabel}
      </Button>
    </>
  );
}
