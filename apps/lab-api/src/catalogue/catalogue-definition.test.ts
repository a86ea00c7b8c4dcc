import { describe, expect, it } from 'vitest';
import { cataloguePanels, panelsOf, turnaroundTimes } from './catalogue-definition.js';

describe('the panel table', () => {
  it('reads a panel with its categories, conditions, gene lists, synonyms and turnaround', () => {
    const [panel] = panelsOf(`
C9999 Example Cardiomyopathy Panel
  categories: cardiology cardiomyopathy
  conditions: hypertrophic-cardiomyopathy
  genes: TTN ...hearing
  synonyms: HCM panel; cardiomyopathy genes
  turnaround: short
`);
    expect(panel).toMatchObject({
      code: 'C9999',
      name: 'Example Cardiomyopathy Panel',
      categories: ['cardiology', 'cardiomyopathy'],
      conditions: ['hypertrophic-cardiomyopathy'],
      synonyms: ['HCM panel', 'cardiomyopathy genes'],
      turnaroundTime: turnaroundTimes.short,
    });
    expect(panel?.genes[0]).toBe('TTN');
    expect(panel?.genes.length).toBeGreaterThan(2);
  });

  it.each([
    ['a line it does not know', '  gene: TTN', 'Panel C9999: unknown line "gene: TTN"'],
    ['a turnaround not in the list', '  turnaround: quick', 'Panel C9999: no turnaround "quick"'],
    [
      'a category the catalogue does not define',
      '  categories: cardiology cardiomyopathie',
      'Panel C9999: no category cardiomyopathie',
    ],
    [
      'a condition the catalogue does not define',
      '  conditions: marfan marfan-syndrome',
      'Panel C9999: no condition marfan',
    ],
    ['a gene list that does not exist', '  genes: ...hearts', 'No gene list hearts'],
  ])('refuses %s', (_case, line, message) => {
    expect(() => panelsOf(`C9999 Example Panel\n  genes: TTN\n${line}\n`)).toThrow(message);
  });

  it('holds the catalogue’s panels, each in a category', () => {
    expect(cataloguePanels.length).toBeGreaterThan(50);
    for (const panel of cataloguePanels) expect(panel.categories.length).toBeGreaterThan(0);
  });
});
