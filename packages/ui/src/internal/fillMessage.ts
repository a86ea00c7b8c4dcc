/**
 * Fills `{name}` placeholders of a kit message with values, e.g.
 * `fillMessage('{count}/{maxLength}', { count: 3, maxLength: 10 })` → `'3/10'`.
 * Unknown placeholders are left as they are so that a missing value is visible, not silent.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
