import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button } from './Button.css';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
  /** Shows a spinner and keeps the button focusable but inert while work is in progress. */
  loading?: boolean;
  /** Icon drawn before the label; decorative, so hidden from assistive technology. */
  icon?: ReactNode;
}

/** The kit's button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    loading = false,
    icon,
    type = 'button',
    className,
    children,
    disabled,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <Spinner size="small" label="" />
      ) : icon ? (
        <span aria-hidden="true">{icon}</span>
      ) : null}
      {children}
    </button>
  );
});
