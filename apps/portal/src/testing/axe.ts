// axe-core on a rendered screen (WCAG 2.0, 2.1 and 2.2, A and AA), as the browser tests check
// pages. Colour contrast needs layout, which happy-dom has not: the browser tests cover it.
import axe from 'axe-core';
import { expect } from 'vitest';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: { 'color-contrast': { enabled: false } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
