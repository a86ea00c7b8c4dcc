import { dismissButton } from './DismissButton.css';

export interface DismissButtonProps {
  /** The button's accessible name ("Close", "Dismiss notification"). */
  label: string;
  onDismiss: () => void;
  /** Extra class (the owner's line height). */
  className?: string;
}

/** Kit-internal: the "×" button of a banner or a toast; the glyph is hidden, the label names it. */
export function DismissButton({ label, onDismiss, className }: DismissButtonProps) {
  return (
    <button
      type="button"
      className={[dismissButton, className].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={onDismiss}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
