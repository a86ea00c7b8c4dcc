/**
 * A small driver for testing products built on `DateInput` the way the kit tests it: it finds
 * the input by its label and reads what assistive technology reads (value text, placeholder,
 * description, invalid state and error message). Plain DOM: type with any user-event library.
 * Exported from `@loci/ui/test`.
 */
export interface DateInputDriver {
  /** The text input the user types into. */
  readonly input: HTMLInputElement;
  /** The text shown, e.g. `01/02/1990` or a partial `01/0`. */
  text(): string;
  /** The placeholder (`MM / DD / YYYY`). */
  placeholder(): string;
  /** The accessible description: the error while invalid, then the format and any help. */
  description(): string;
  /** Whether the input is marked invalid (`aria-invalid="true"`). */
  isInvalid(): boolean;
  /** The error message beside the label, or `null` when there is none. */
  errorMessage(): string | null;
  /** The ISO value a native form would submit (needs a `name`), or `null` without one. */
  submittedValue(): string | null;
}

/** Text without the parts hidden from assistive technology (the required asterisk). */
function readableText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes, readableText).join('');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Finds the date input labelled `label` inside `scope` (the document by default). */
export function dateInputDriver(label: string, scope: ParentNode = document): DateInputDriver {
  const labelElement = Array.from(scope.querySelectorAll('label')).find(
    (element) => clean(readableText(element)) === label,
  );
  const input = labelElement?.htmlFor
    ? (labelElement.ownerDocument.getElementById(labelElement.htmlFor) as HTMLInputElement | null)
    : null;
  if (!input) throw new Error(`No date input labelled "${label}"`);
  const document = input.ownerDocument;
  const idsText = (ids: string | null) =>
    clean(
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => readableText(document.getElementById(id) ?? document.createTextNode('')))
        .join(' '),
    );
  return {
    input,
    text: () => input.value,
    placeholder: () => input.placeholder,
    description: () => idsText(input.getAttribute('aria-describedby')),
    isInvalid: () => input.getAttribute('aria-invalid') === 'true',
    errorMessage: () => {
      const text = clean(readableText(document.getElementById(`${input.id}-error`) ?? input));
      return input.getAttribute('aria-invalid') === 'true' && text !== '' ? text : null;
    },
    submittedValue: () =>
      input.parentElement?.querySelector<HTMLInputElement>('input[type="hidden"]')?.value ?? null,
  };
}
