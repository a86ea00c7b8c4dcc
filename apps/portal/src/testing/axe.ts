// axe-core on a rendered screen (WCAG 2.0, 2.1 and 2.2, A and AA), as the browser tests check
// pages. Colour contrast needs layout, which happy-dom has not: the browser tests cover it.
import axe from 'axe-core';
import { expect } from 'vitest';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheckOptions {
  /**
   * Also run axe's best-practice rules (among them the moderate `heading-order`: no skipped
   * heading levels). For a whole page rendered in its frame (`renderPortalAt`, `renderRoutesAt`):
   * on a screen rendered alone the page-level rules (landmarks, one h1) have no frame to find.
   */
  bestPractice?: boolean;
}

export async function expectNoAxeViolations(
  element: Element,
  options: AxeCheckOptions = {},
): Promise<void> {
  const results = await axe.run(element, {
    runOnly: {
      type: 'tag',
      values: options.bestPractice ? [...wcagTags, 'best-practice'] : wcagTags,
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
