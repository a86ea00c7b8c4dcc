/** Numeric input: only 0-9, dot, minus and E are kept; what does not parse is NaN. */

const NotNumericCharacters = /[^0-9.E-]/g;

/** Whether a typed character may enter a numeric input. */
export function acceptsNumericCharacter(character: string): boolean {
  return /^[0-9.E-]$/.test(character);
}

/** The text with every character other than 0-9 . - E removed. */
export function filterNumericInput(text: string): string {
  return text.replace(NotNumericCharacters, '');
}

/** The number a numeric input holds; NaN when its filtered text is empty or does not parse. */
export function parseNumericInput(text: string): number {
  const filtered = filterNumericInput(text);
  if (filtered === '') return Number.NaN;
  const number = Number(filtered);
  return Number.isFinite(number) ? number : Number.NaN;
}
