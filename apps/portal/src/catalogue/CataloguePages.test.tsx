import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { fakeCatalogueServices, renderWithServices } from './catalogueTesting.tsx';
import { LegacyCategoryRedirect } from './CataloguePages.tsx';
import { TestDetailPage } from './TestDetailPage.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';

const hcmPanel = {
  id: '11',
  key: 'c1004',
  name: 'Hypertrophic Cardiomyopathy Panel',
  test_code: 'C1004',
  slug: 'hypertrophic-cardiomyopathy-panel',
  display_name: 'Hypertrophic Cardiomyopathy Panel',
  subtitle: null,
  tooltip: null,
  short_description: 'Panel for HCM',
  customizable: false,
  turnaround_time: '14-21 days',
  max_number_of_genes: null,
  genes: ['MYH7', 'MYBPC3', 'TNNT2', 'TNNI3', 'TPM1', 'ACTC1', 'MYL2'].map((name) => ({
    id: name.toLowerCase(),
    name,
    fullName: `${name} gene`,
    location: null,
  })),
  optional_genes: [],
  insurance_enabled: true,
  bi_enabled: true,
  hold_for_bi_enabled: false,
  institutional_billing_enabled: true,
  eligible_for_partnerships: false,
  biopharma_eligibilities: [],
  hide_in_test_catalog: false,
  hide_details_page: false,
  program_types: [],
  is_test_package: false,
  package_tests: [],
  ny_approved: true,
  synonyms: [],
  categories: [{ id: 'cardiology', name: 'Cardiology', parent: null }],
  conditions: [],
};

function detailAt(address: string, test: unknown) {
  const { services } = fakeCatalogueServices({ graphql: { TestByCode: () => ({ test }) } });
  return renderWithServices(
    services,
    address,
    <CartProvider>
      <FavoritesProvider>
        <Routes>
          <Route path="/tests/:testCode/:slug" element={<TestDetailPage />} />
        </Routes>
      </FavoritesProvider>
    </CartProvider>,
  );
}

describe('catalogue pages', () => {
  beforeEach(() => localStorage.clear());

  it('converts a legacy category path into the category parameter', async () => {
    const { services } = fakeCatalogueServices({});
    const view = await renderWithServices(
      services,
      '/tests/category/cardiology?term=hcm',
      <Routes>
        <Route path="/tests/category/*" element={<LegacyCategoryRedirect />} />
        <Route path="/tests" element={null} />
      </Routes>,
    );
    expect(view.location()).toBe('/tests?searchType=Tests&term=hcm&category=cardiology');
    view.unmount();
  });

  it('shows a test with its turnaround time, five genes then show more, and Add to cart', async () => {
    const view = await detailAt('/tests/C1004/hypertrophic-cardiomyopathy-panel', hcmPanel);
    await view.settle();
    const text = view.container.textContent ?? '';
    expect(view.container.querySelector('h1')?.textContent).toBe(
      'Hypertrophic Cardiomyopathy Panel',
    );
    expect(text).toContain('14-21 days');
    expect(view.container.querySelectorAll('li strong')).toHaveLength(5);
    const buttons = [...view.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain('Add to cart');
    expect(buttons).toContain('Add to favorites');
    view.unmount();
  });

  it('moves an old slug to the current one and keeps the fav query', async () => {
    const view = await detailAt('/tests/C1004/old-slug?fav=Tests', hcmPanel);
    await view.settle();
    expect(view.location()).toBe('/tests/C1004/hypertrophic-cardiomyopathy-panel?fav=Tests');
    view.unmount();
  });

  it('has no details page for a test that hides it', async () => {
    const view = await detailAt('/tests/H3099/founder', { ...hcmPanel, hide_details_page: true });
    await view.settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('Test not available');
    view.unmount();
  });
});
