// A small button that shows or hides what is under it (made only while shown): a part's genes,
// the genes table's details.
import type { ReactNode } from 'react';
import { Button, Stack } from '@loci/ui';

export function ShowHide({
  open,
  onOpenChange,
  variant,
  text,
  ariaLabel,
  disabled,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: 'secondary' | 'tertiary';
  text: string;
  ariaLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <div>
        <Button
          variant={variant}
          size="small"
          aria-expanded={open}
          aria-label={ariaLabel}
          disabled={disabled}
          onClick={() => onOpenChange(!open)}
        >
          {text}
        </Button>
      </div>
      {open ? children : null}
    </Stack>
  );
}
