import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { useUiMessages } from '../messages';
import { useThemeClassName } from '../theme/ThemeProvider';
import * as styles from './Dialog.css';

export type DialogSize = 'small' | 'medium' | 'large';

export interface DialogProps {
  /** The dialog's title (required): its heading and accessible name. */
  title: ReactNode;
  /** A sentence under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the bottom (buttons); wrap one in `DialogClose` to make it close the dialog. */
  footer?: ReactNode;
  /** The element that opens the dialog (a button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Whether it is open, when the caller controls it. */
  open?: boolean;
  /** Whether it starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Told when it opens or closes (Escape, overlay click, close button, `DialogClose`, trigger). */
  onOpenChange?: (open: boolean) => void;
  /** Whether a click on the overlay closes it (default true). */
  closeOnOverlayClick?: boolean;
  /** Whether Escape closes it (default true; turn off only for flows that must be finished). */
  closeOnEscape?: boolean;
  /** Whether to show the close button in the corner (default true). */
  showCloseButton?: boolean;
  /** Width: small 24rem, medium 36rem (default), large 52rem; never wider than the viewport. */
  size?: DialogSize;
  /** `alertdialog` for prompts that interrupt (confirmations); default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Called when the dialog opens; `preventDefault()` keeps Radix from focusing the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Extra class for the dialog panel. */
  className?: string;
}

/** Kit-internal: the dialog with the confirmation width (30rem) as an extra size. */
export interface DialogBaseProps extends Omit<DialogProps, 'size'> {
  size?: DialogSize | 'confirm';
}

/**
 * A modal dialog on Radix: focus moves in and is trapped while open, the page behind is inert,
 * and focus returns on close to the element that had it (the trigger). It closes on Escape, on
 * a click on the overlay (unless `closeOnOverlayClick={false}`) and on its close button.
 * Controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`, `trigger`).
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(props, ref) {
  return <DialogBase ref={ref} {...props} />;
});

/** Kit-internal base of `Dialog` and `ConfirmDialog`. */
export const DialogBase = forwardRef<HTMLDivElement, DialogBaseProps>(function DialogBase(
  {
    title,
    description,
    children,
    footer,
    trigger,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    closeOnOverlayClick = true,
    closeOnEscape = true,
    showCloseButton = true,
    size = 'medium',
    role = 'dialog',
    onOpenAutoFocus,
    className,
  },
  ref,
) {
  const messages = useUiMessages();
  const themeClassName = useThemeClassName();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  // Where focus was when the dialog opened: the trigger, or whatever opened it programmatically.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <div className={[styles.portalScope, themeClassName].filter(Boolean).join(' ')}>
          <RadixDialog.Overlay className={styles.overlay} data-dialog-overlay="" />
          <RadixDialog.Content
            ref={ref}
            role={role}
            className={[styles.content({ size }), className].filter(Boolean).join(' ')}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            onOpenAutoFocus={(event) => {
              const active = document.activeElement;
              returnFocusTo.current = active instanceof HTMLElement ? active : null;
              onOpenAutoFocus?.(event);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const target = returnFocusTo.current;
              returnFocusTo.current = null;
              if (target?.isConnected) target.focus();
            }}
            onEscapeKeyDown={(event) => {
              if (!closeOnEscape) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              if (!closeOnOverlayClick) event.preventDefault();
            }}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            </div>
            <div className={styles.body}>
              {description !== undefined ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
              {children}
            </div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            {/* Last in the DOM (drawn in the corner) so that focus starts on the content, not on Close. */}
            {showCloseButton ? (
              <RadixDialog.Close className={styles.closeButton} aria-label={messages.close}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            ) : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});

/**
 * Makes its child (a button) close the surrounding dialog, e.g. a footer's Cancel:
 * `<DialogClose asChild><Button>Cancel</Button></DialogClose>`.
 */
export const DialogClose = RadixDialog.Close;
