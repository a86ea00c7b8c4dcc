import * as RadixCollapsible from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  /** The section's heading; it is the button that opens and closes the section. */
  title: ReactNode;
  /** Level of the heading around the button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Open or closed, when controlled. */
  open?: boolean;
  /** Open at first, when uncontrolled. */
  defaultOpen?: boolean;
  /** Told when the user opens or closes the section. */
  onOpenChange?: (open: boolean) => void;
  /** The button cannot be used; the section keeps its state. */
  disabled?: boolean;
  /** The section's content, shown while open. */
  children: ReactNode;
  /** Class of the outer element, for placement by the page. */
  className?: string;
}

/**
 * A section that opens and closes under its heading (the disclosure pattern on Radix
 * Collapsible): the heading holds a button with `aria-expanded` and `aria-controls`;
 * Enter or Space toggles it. Controlled (`open`) or uncontrolled (`defaultOpen`).
 */
export function Collapsible({
  title,
  headingLevel = 3,
  open,
  defaultOpen = false,
  onOpenChange,
  disabled,
  children,
  className,
}: CollapsibleProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixCollapsible.Root
      open={isOpen}
      onOpenChange={setOpen}
      disabled={disabled}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <Heading className={styles.heading}>
        <RadixCollapsible.Trigger className={styles.trigger}>
          <span className={styles.chevron} aria-hidden="true" />
          {title}
        </RadixCollapsible.Trigger>
      </Heading>
      <RadixCollapsible.Content className={styles.content}>{children}</RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
}
