// The order form's widgets that load when first drawn (issue 18): the new-patient dialog (closed),
// a patient's insurance policies (shown once an insurance payment and a patient are chosen) and a
// saved order's documents. Each loads beside the form, not before it; Radix's dialog (~20 KB
// gzipped with its layers) and the patient form go with them.
import { lazyWidget } from '../forms/lazyWidget.tsx';

export type { NewPatientStart } from './NewPatientDialog.tsx';

export const LazyNewPatientDialog = lazyWidget(
  () => import('./NewPatientDialog.tsx'),
  (m) => m.NewPatientDialog,
);

export const LazyInsurancePolicies = lazyWidget(
  () => import('../insurance/InsurancePolicies.tsx'),
  (m) => m.InsurancePolicies,
);

export const LazyOrderDocuments = lazyWidget(
  () => import('../documents/OrderDocuments.tsx'),
  (m) => m.OrderDocuments,
);
