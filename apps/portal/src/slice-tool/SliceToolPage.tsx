import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../coming-soon/ComingSoon.tsx';
import { RouteParameterPattern } from '@loci/domain';

/** The slice tool's route (docs/decisions/slice-tool-route.md): /slice-tool?code={testCode}&slice={sliceSlug}. */
export const sliceToolPath = '/slice-tool';

/** The slice tool's query: a test code and an optional predefined slice slug (route-parameter characters only). */
export function readSliceToolQuery(search: URLSearchParams): {
  code: string | null;
  slice: string | null;
} {
  const valid = (value: string | null) =>
    value !== null && RouteParameterPattern.test(value) ? value : null;
  return { code: valid(search.get('code')), slice: valid(search.get('slice')) };
}

export function SliceToolPage() {
  const [search] = useSearchParams();
  const { code, slice } = readSliceToolQuery(search);
  return (
    <ComingSoon title={code ? `Slice tool for test ${code}` : 'Slice tool'}>
      Building a gene set by gene, phenotype or predefined slice
      {slice ? ` (starting from the slice “${slice}”)` : ''}, reviewing it, saving it offline and
      forwarding it by e-mail.
    </ComingSoon>
  );
}
