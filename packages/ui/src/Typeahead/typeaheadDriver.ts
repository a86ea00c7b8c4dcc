/**
 * The part of user-event a driver needs: `@testing-library/user-event`'s `userEvent.setup()` in
 * a product's tests, or Storybook's `userEvent` in play functions.
 */
export interface ComboboxDriverUser {
  type(element: Element, text: string): Promise<unknown>;
  clear(element: Element): Promise<unknown>;
  keyboard(text: string): Promise<unknown>;
  click(element: Element): Promise<unknown>;
}

/** Drives one Typeahead or AddressAutocomplete the way a user does, and reads what they get. */
export interface TypeaheadDriver {
  /** The combobox input. */
  input: HTMLInputElement;
  /** The open menu's listbox (portalled to the body), or `null` when closed. */
  listbox(): HTMLElement | null;
  /** The labels of the options in the open menu, in order (empty when closed). */
  optionLabels(): string[];
  /** What the field's polite live region says now. */
  announcement(): string;
  /** The labels of the chosen options shown as chips (multiple selection). */
  chips(): string[];
  /**
   * Replaces the text with `text` and waits until the menu shows the answer for it (no longer
   * busy); throws when the menu does not open in time.
   */
  search(text: string): Promise<void>;
  /** Clicks the option with this label in the open menu (waits for it to appear). */
  choose(label: string): Promise<void>;
  /** Removes a chosen option with its chip's remove button (multiple selection). */
  remove(label: string): Promise<void>;
}

async function waitUntil<T>(
  read: () => T | null | undefined | false,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function labelOf(option: Element): string {
  return option.querySelector('span')?.textContent ?? option.textContent ?? '';
}

/**
 * A small test driver for the kit's comboboxes (Typeahead, AddressAutocomplete), with no
 * dependency on a testing library: pass the input (e.g. `screen.getByRole('combobox', { name })`)
 * and a user-event instance.
 *
 * ```ts
 * const gene = typeaheadDriver(screen.getByRole('combobox', { name: 'Gene' }), userEvent.setup());
 * await gene.search('brca');
 * expect(gene.optionLabels()).toEqual(['BRCA1', 'BRCA2']);
 * await gene.choose('BRCA2');
 * expect(gene.announcement()).toBe('BRCA2 selected');
 * ```
 */
export function typeaheadDriver(
  input: HTMLElement,
  user: ComboboxDriverUser,
  { timeoutMs = 3000 }: { timeoutMs?: number } = {},
): TypeaheadDriver {
  if (!(input instanceof HTMLInputElement) || input.getAttribute('role') !== 'combobox') {
    throw new Error('typeaheadDriver needs the combobox input of a Typeahead');
  }
  const frame = input.parentElement as HTMLElement;
  const listbox = () => {
    const id = input.getAttribute('aria-controls');
    return id ? document.getElementById(id) : null;
  };
  const options = () => [...(listbox()?.querySelectorAll('[role="option"]') ?? [])];

  return {
    input,
    listbox,
    optionLabels: () => options().map(labelOf),
    announcement: () => frame.querySelector('[role="status"]')?.textContent ?? '',
    chips: () =>
      [...frame.querySelectorAll('ul > li')].map(
        (chip) => chip.querySelector('span')?.textContent ?? '',
      ),
    async search(text) {
      await user.clear(input);
      await user.type(input, text);
      await waitUntil(
        () => {
          const list = listbox();
          return list && list.getAttribute('aria-busy') !== 'true';
        },
        timeoutMs,
        `the answer for "${text}"`,
      );
    },
    async choose(label) {
      const option = await waitUntil(
        () => options().find((candidate) => labelOf(candidate) === label),
        timeoutMs,
        `the option "${label}"`,
      );
      await user.click(option);
    },
    async remove(label) {
      const chip = [...frame.querySelectorAll('ul > li')].find(
        (candidate) => candidate.querySelector('span')?.textContent === label,
      );
      const button = chip?.querySelector('button');
      if (!button) throw new Error(`No chosen option "${label}" to remove`);
      await user.click(button);
    },
  };
}
