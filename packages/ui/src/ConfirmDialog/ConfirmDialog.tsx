import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { DialogBase } from '../Dialog/Dialog';
import { useControllableState } from '../internal/useControllableState';
import { useUiMessages } from '../messages';

/** How a confirmation ended: Continue → `confirmed`; Cancel, Escape or the overlay → `cancelled`. */
export type ConfirmResult = 'confirmed' | 'cancelled';

/** What a confirmation asks. */
export interface ConfirmOptions {
  /** The question; defaults to the kit's "Are you sure?". */
  title?: ReactNode;
  /** What is about to happen; announced as the dialog's description. */
  message: ReactNode;
  /** The confirming button's text; defaults to "Continue". */
  continueLabel?: string;
  /** The cancelling button's text; defaults to "Cancel". */
  cancelLabel?: string;
  /** For destructive actions: the confirming button is drawn as a danger button and focus starts on Cancel. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** Told how the confirmation ended, once per opening. */
  onResult?: (result: ConfirmResult) => void;
  /** The element that opens it (uncontrolled use); focus returns to it on close. */
  trigger?: ReactElement;
  /** Whether it is open, when the caller controls it. */
  open?: boolean;
  /** Whether it starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Told when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A confirmation prompt (`role="alertdialog"`, 30rem wide): title "Are you sure?" by default,
 * the message as its description, and the buttons Continue and Cancel (texts from the kit's
 * messages). Escape and a click on the overlay cancel. Focus starts on Continue, or on Cancel when
 * `danger`, and returns to where it was. For a promise-style API use `useConfirm()`.
 */
export function ConfirmDialog({
  title,
  message,
  continueLabel,
  cancelLabel,
  danger = false,
  onResult,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const messages = useUiMessages();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const continueRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const settled = useRef(false);

  const finish = (result: ConfirmResult) => {
    if (!settled.current) {
      settled.current = true;
      onResult?.(result);
    }
    setOpen(false);
  };

  return (
    <DialogBase
      role="alertdialog"
      size="confirm"
      title={title ?? messages.confirmTitle}
      description={message}
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          settled.current = false;
          setOpen(true);
        } else {
          finish('cancelled');
        }
      }}
      showCloseButton={false}
      onOpenAutoFocus={(event) => {
        settled.current = false;
        event.preventDefault();
        (danger ? cancelRef : continueRef).current?.focus();
      }}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => finish('cancelled')}>
            {cancelLabel ?? messages.confirmCancel}
          </Button>
          <Button
            ref={continueRef}
            variant={danger ? 'danger' : 'primary'}
            onClick={() => finish('confirmed')}
          >
            {continueLabel ?? messages.confirmContinue}
          </Button>
        </>
      }
    />
  );
}

/** Asks for confirmation and resolves `'confirmed'` or `'cancelled'`. */
export type Confirm = (options: ConfirmOptions) => Promise<ConfirmResult>;

const ConfirmContext = createContext<Confirm | null>(null);

interface ConfirmRequest {
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
  key: number;
}

export interface ConfirmProviderProps {
  children: ReactNode;
}

/**
 * Renders the confirmation dialog that `useConfirm()` opens. One at a time: asking again while a
 * confirmation is open cancels the earlier one (it resolves `'cancelled'`), as does unmounting.
 */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const pending = useRef<ConfirmRequest | null>(null);
  const sequence = useRef(0);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<ConfirmResult>((resolve) => {
        pending.current?.resolve('cancelled');
        sequence.current += 1;
        const next = { options, resolve, key: sequence.current };
        pending.current = next;
        setRequest(next);
      }),
    [],
  );

  useEffect(
    () => () => {
      pending.current?.resolve('cancelled');
      pending.current = null;
    },
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request ? (
        <ConfirmDialog
          key={request.key}
          {...request.options}
          open
          onResult={(result) => {
            request.resolve(result);
            if (pending.current === request) pending.current = null;
            setRequest((current) => (current === request ? null : current));
          }}
        />
      ) : null}
    </ConfirmContext.Provider>
  );
}

/**
 * The promise-style confirmation of the nearest `ConfirmProvider`:
 * `const confirm = useConfirm(); if ((await confirm({ message })) === 'confirmed') …`.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
