import * as RadixPopover from '@radix-ui/react-popover';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../internal/useControllableState';
import { useThemeClassName } from '../theme/ThemeProvider';
import * as styles from './Popover.css';

type ContentProps = Omit<
  ComponentPropsWithoutRef<typeof RadixPopover.Content>,
  'title' | 'children'
>;

export interface PopoverProps extends ContentProps {
  /** The popover's content. */
  children: ReactNode;
  /** The element that toggles it (a button); gets `aria-expanded` and `aria-controls`, and focus returns to it. */
  trigger?: ReactElement;
  /**
   * An element to position against instead of (or besides) the trigger, e.g. a combobox's input
   * that opens a suggestion list.
   */
  anchor?: ReactElement;
  /** A visible heading that names the popover. */
  title?: ReactNode;
  /** The popover's accessible name when it has no `title`. */
  label?: string;
  /** Whether it is open, when the caller controls it. */
  open?: boolean;
  /** Whether it starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Told when it opens or closes (trigger, Escape, a click or focus outside). */
  onOpenChange?: (open: boolean) => void;
  /** Modal: traps focus and makes the rest of the page inert while open (default false). */
  modal?: boolean;
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A non-modal floating panel on Radix: opened by its trigger, positioned beside it (flipping to
 * stay in view), closed by Escape, by a click or focus outside, or by the trigger; focus moves in
 * on open (unless `onOpenAutoFocus` prevents it) and back to the trigger on close. Works inside a
 * `Dialog` (its portal is part of the dialog's focus scope and dismissal layers). Controlled
 * (`open` + `onOpenChange`) or uncontrolled. Any other prop goes to the content element, e.g.
 * `role="listbox"` and an `id` for a combobox's list.
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(
  {
    children,
    trigger,
    anchor,
    title,
    label,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    modal = false,
    showArrow = false,
    className,
    sideOffset = 6,
    collisionPadding = 8,
    ...contentProps
  },
  ref,
) {
  const themeClassName = useThemeClassName();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen} modal={modal}>
      {anchor ? <RadixPopover.Anchor asChild>{anchor}</RadixPopover.Anchor> : null}
      {trigger ? <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger> : null}
      <RadixPopover.Portal>
        <div className={[styles.portalScope, themeClassName].filter(Boolean).join(' ')}>
          <RadixPopover.Content
            ref={ref}
            className={[styles.content, className].filter(Boolean).join(' ')}
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            aria-label={title === undefined ? label : undefined}
            {...contentProps}
          >
            {title !== undefined ? (
              <RadixPopover.Title className={styles.title}>{title}</RadixPopover.Title>
            ) : null}
            {children}
            {showArrow ? <RadixPopover.Arrow className={styles.arrow} /> : null}
          </RadixPopover.Content>
        </div>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
});

/** Makes its child close the surrounding popover: `<PopoverClose asChild><Button>Done</Button></PopoverClose>`. */
export const PopoverClose = RadixPopover.Close;
