// A custom cardiology test's page suggests the ready-made panels that cover its genes.
import { afterEach, describe, expect, it } from 'vitest';
import type { SuggestedTest } from '@loci/contract';
import { detailAt, hcmPanel } from './testDetailTesting.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';

/** A custom cardiology test: the HCM panel's fields, customizable, its genes chosen when ordering. */
const customCardio = {
  ...hcmPanel,
  id: '90',
  key: '9011-custom',
  name: 'Custom Cardiology Panel',
  test_code: '9011-Custom',
  slug: 'custom-cardiology-panel',
  display_name: 'Custom Cardiology Panel',
  customizable: true,
  max_number_of_genes: 50,
  genes: [],
  optional_genes: hcmPanel.genes.slice(0, 3),
};

const suggestions: SuggestedTest[] = [
  {
    testCode: 'C1004',
    name: 'Hypertrophic Cardiomyopathy Panel',
    slug: 'hypertrophic-cardiomyopathy-panel',
    sharedGenes: 3,
    geneCount: 7,
  },
  {
    testCode: 'C1010',
    name: 'Comprehensive Cardiomyopathy Panel',
    slug: 'comprehensive-cardiomyopathy-panel',
    sharedGenes: 2,
    geneCount: 40,
  },
];

async function detailOf(test: typeof customCardio, signedIn: boolean) {
  const asked: string[] = [];
  const view = await detailAt(`/tests/${test.test_code}/${test.slug}`, test, {
    signedIn,
    portal: (path) => {
      asked.push(path);
      if (path === '/references/questions') return [];
      if (path.startsWith('/references/suggestedCardioNonCustomForCustomCardio/'))
        return suggestions;
      return undefined;
    },
  });
  await view.settle(10);
  return { view, asked };
}

describe('the suggested cardiology panels of a custom cardiology test', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists the panels that cover its genes, most shared genes first, linked to their pages', async () => {
    const { view, asked } = await detailOf(customCardio, true);
    expect(asked).toContain('/references/suggestedCardioNonCustomForCustomCardio/9011-Custom');
    const section = view.container.querySelector(
      'section[aria-labelledby="suggested-cardio-title"]',
    );
    expect(section?.querySelector('h2')?.textContent).toBe('Ready-made cardiology panels');
    const items = [...(section?.querySelectorAll('li') ?? [])].map((item) => item.textContent);
    expect(items).toEqual([
      'Hypertrophic Cardiomyopathy Panel (C1004): shares 3 of its 7 genes with this custom test',
      'Comprehensive Cardiomyopathy Panel (C1010): shares 2 of its 40 genes with this custom test',
    ]);
    expect(section?.querySelector('a')?.getAttribute('href')).toBe(
      '/tests/C1004/hypertrophic-cardiomyopathy-panel',
    );
    await expectNoAxeViolations(view.container);
    view.unmount();
  });

  it('asks nothing for a visitor, nor for a test that is not a custom cardiology test', async () => {
    const visitor = await detailOf(customCardio, false);
    expect(visitor.asked.some((path) => path.includes('suggestedCardio'))).toBe(false);
    expect(visitor.view.container.textContent).not.toContain('Ready-made cardiology panels');
    visitor.view.unmount();

    const fixed = await detailOf({ ...customCardio, customizable: false }, true);
    expect(fixed.asked.some((path) => path.includes('suggestedCardio'))).toBe(false);
    fixed.view.unmount();
  });
});
