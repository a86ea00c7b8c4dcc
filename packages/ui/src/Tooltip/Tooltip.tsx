import * as RadixTooltip from '@radix-ui/react-tooltip';
import { cloneElement, useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { useThemeClassName } from '../theme/ThemeProvider';
import * as styles from './Tooltip.css';

/** The spec's tooltip timings in milliseconds: opens after 500 ms, closes after 50 ms. */
export const tooltipDelays = { open: 500, close: 50 } as const;

export interface TooltipProps {
  /** The tooltip text; also the trigger's accessible description (keep it short and plain). */
  content: ReactNode;
  /**
   * The trigger: one focusable element (a button, a link) that takes a ref and event props.
   * A disabled button fires no pointer or focus events, so it cannot show a tooltip: wrap it in a
   * focusable element or explain the reason elsewhere.
   */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Which side of the trigger it appears on (default top; flips to stay in view). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Whether it is shown, when the caller controls it. */
  open?: boolean;
  /** Whether it starts shown, when uncontrolled. */
  defaultOpen?: boolean;
  /** Told when it shows or hides. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds the pointer rests on the trigger before it shows (default 500). Keyboard focus shows it at once. */
  openDelay?: number;
  /** Milliseconds before it hides once the pointer or focus leaves (default 50). Escape hides it at once. */
  closeDelay?: number;
}

function joinIds(...ids: (string | undefined)[]): string {
  return ids.filter(Boolean).join(' ');
}

/**
 * A short hint on Radix: shows after the pointer rests on the trigger for 500 ms or at once when
 * the trigger gets keyboard focus, hides 50 ms after the pointer or focus leaves and at once on
 * Escape. The text is always the trigger's accessible description (a hidden copy while the tooltip
 * is not shown, so screen readers get it either way); never put essential information or
 * interactive content in a tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  openDelay = tooltipDelays.open,
  closeDelay = tooltipDelays.close,
}: TooltipProps) {
  const themeClassName = useThemeClassName();
  const descriptionId = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeAtOnce = useRef(false);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const handleOpenChange = (next: boolean) => {
    clearTimeout(closeTimer.current);
    const immediate = closeAtOnce.current || closeDelay <= 0;
    closeAtOnce.current = false;
    if (next) setOpen(true);
    else if (immediate) setOpen(false);
    else closeTimer.current = setTimeout(() => setOpen(false), closeDelay);
  };

  // Radix describes the trigger by the tooltip only while it is shown; the trigger always carries
  // the description id (Radix's Slot merges and de-duplicates the two).
  const trigger = cloneElement(children, {
    'aria-describedby': joinIds(children.props['aria-describedby'], descriptionId),
  });

  return (
    <RadixTooltip.Provider delayDuration={openDelay}>
      <RadixTooltip.Root open={open} onOpenChange={handleOpenChange} delayDuration={openDelay}>
        <RadixTooltip.Trigger asChild>{trigger}</RadixTooltip.Trigger>
        {/* While hidden, a hidden copy carries the description; while shown, the tooltip itself
            (same id, so the trigger's description never doubles). */}
        {open ? null : (
          <span id={descriptionId} hidden>
            {content}
          </span>
        )}
        <RadixTooltip.Portal>
          <div className={[styles.portalScope, themeClassName].filter(Boolean).join(' ')}>
            <RadixTooltip.Content
              id={descriptionId}
              className={styles.content}
              side={side}
              sideOffset={6}
              collisionPadding={8}
              onEscapeKeyDown={() => {
                closeAtOnce.current = true;
              }}
            >
              {content}
              <RadixTooltip.Arrow className={styles.arrow} />
            </RadixTooltip.Content>
          </div>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
