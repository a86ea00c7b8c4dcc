// The test page rendered for tests: a catalogue test (the HCM panel) and the page at an address,
// inside the cart and favorites it needs, over fake catalogue services.
import { Route, Routes } from 'react-router-dom';
import { fakeCatalogueServices, renderWithServices } from './catalogueTesting.tsx';
import { TestDetailPage } from './TestDetailPage.tsx';
import { CartProvider } from '../cart/CartProvider.tsx';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';

export const hcmPanel = {
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

export function detailAt(
  address: string,
  test: unknown,
  options: { signedIn?: boolean; portal?: (path: string, body: unknown) => unknown } = {},
) {
  const fake = fakeCatalogueServices({ ...options, graphql: { TestByCode: () => ({ test }) } });
  return detailWith(fake, address);
}

export function detailWith(fake: ReturnType<typeof fakeCatalogueServices>, address: string) {
  const { services } = fake;
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
