import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { TextareaDefaultRows, TextareaMaxLengthFlashMs } from '@loci/domain';
import { Field, type FieldFrameProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../theme/global.css';
import { fillMessage } from '../internal/fillMessage';
import { mergeRefs } from '../internal/mergeRefs';
import * as styles from './Textarea.css';

/** How long typing must pause before the remaining length is announced. */
export const CharacterCountAnnouncementDelayMs = 500;

export interface TextareaProps
  extends
    FieldFrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldFrameProps | 'children'> {
  /** Visible rows; 4 unless told otherwise (document 3). */
  rows?: number;
  /**
   * Most characters accepted. Shows the counter "N/maxLength" under the control, announces the
   * count politely when typing pauses, and flashes an alert for 100 ms when the limit is reached.
   */
  maxLength?: number;
}

/**
 * A multi-line text input in the kit's field frame, with a length counter when `maxLength` is
 * set. Controlled or uncontrolled; forwards its ref and native events (react-hook-form ready).
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(
  function Textarea(props, ref) {
    const [
      frame,
      {
        rows = TextareaDefaultRows,
        maxLength,
        value,
        defaultValue,
        onChange,
        onKeyDown,
        onPaste,
        ...textareaProps
      },
    ] = splitFieldProps(props);
    const messages = useUiMessages();
    const countId = `counter-${useId()}`;
    const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
    const length = value !== undefined ? String(value).length : ownLength;
    const [flashing, setFlashing] = useState(false);
    const [announcement, setAnnouncement] = useState('');
    const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

    useEffect(
      () => () => {
        clearTimeout(flashTimer.current);
        clearTimeout(announceTimer.current);
      },
      [],
    );

    // A form library may fill the element before React hears of it: count what is really there.
    const measure = useCallback((node: HTMLTextAreaElement | null) => {
      if (node) setOwnLength(node.value.length);
    }, []);

    const textareaRef = useMemo(() => mergeRefs(ref, measure), [ref, measure]);

    const hasLimit = maxLength !== undefined && maxLength >= 0;
    const atLimit = hasLimit && length >= maxLength;

    const flash = () => {
      setFlashing(true);
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => setFlashing(false), TextareaMaxLengthFlashMs);
    };

    const countText = (count: number) =>
      fillMessage(messages.characterCountAnnouncement, { count, maxLength: maxLength ?? 0 });

    const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
      const next = event.target.value.length;
      setOwnLength(next);
      if (hasLimit) {
        if (next >= maxLength && length < maxLength) flash();
        clearTimeout(announceTimer.current);
        announceTimer.current = setTimeout(
          () => setAnnouncement(countText(next)),
          CharacterCountAnnouncementDelayMs,
        );
      }
      onChange?.(event);
    };

    const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const target = event.currentTarget;
      const inserts =
        (event.key.length === 1 || event.key === 'Enter') && !event.ctrlKey && !event.metaKey;
      if (atLimit && inserts && target.selectionStart === target.selectionEnd) flash();
      onKeyDown?.(event);
    };

    const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
      if (atLimit) flash();
      onPaste?.(event);
    };

    const counterClass = [
      styles.counter,
      atLimit ? styles.counterAtLimit : '',
      flashing ? styles.counterFlash : '',
    ]
      .filter(Boolean)
      .join(' ');

    const footer = hasLimit ? (
      <>
        <div className={counterClass} aria-hidden="true" data-flashing={flashing || undefined}>
          {fillMessage(messages.characterCount, { count: length, maxLength })}
        </div>
        <span id={countId} className={visuallyHidden}>
          {countText(length)}
        </span>
        <span className={visuallyHidden} aria-live="polite">
          {announcement}
        </span>
        <span className={visuallyHidden} role="alert">
          {atLimit ? fillMessage(messages.characterLimitReached, { maxLength }) : ''}
        </span>
      </>
    ) : null;

    return (
      <Field
        {...frame}
        footer={footer}
        describedBy={
          [hasLimit ? countId : undefined, frame.describedBy].filter(Boolean).join(' ') || undefined
        }
      >
        {(fieldProps) => (
          <textarea
            ref={textareaRef}
            rows={rows}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            onPaste={handlePaste}
            {...textareaProps}
            {...fieldProps}
            className={`${control} ${styles.textarea}`}
          />
        )}
      </Field>
    );
  },
);
