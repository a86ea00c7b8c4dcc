// A custom cardiology test's ready-made alternatives (GET /references/
// suggestedCardioNonCustomForCustomCardio/{customTestCode}): panels that already cover the genes
// a custom test would be built from, most shared genes first, so that the clinician can order
// one of them instead of assembling the genes by hand.
import { Link } from 'react-router-dom';
import { getSuggestedCardioTests } from '@loci/contract';
import { useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { useCall } from '../api/callHooks.tsx';
import { testDetailPath } from './catalogueRoutes.ts';

export const suggestedCardioTexts = {
  heading: 'Ready-made cardiology panels',
  lead: 'These panels already cover genes of this custom test:',
  shared: (shared: number, total: number) =>
    `shares ${shared} of its ${total} genes with this custom test`,
} as const;

/** Whether a catalogue test is a custom cardiology test (the lab suggests panels for those). */
export function isCustomCardioTest(test: {
  customizable: boolean;
  categories: readonly { id: string; name: string }[];
}): boolean {
  return (
    test.customizable &&
    test.categories.some((category) => /cardio/i.test(category.name) || /cardio/i.test(category.id))
  );
}

/** The suggestions for a custom cardiology test; nothing before sign-in or when there are none. */
export function SuggestedCardioTests({ customTestCode }: { customTestCode: string }) {
  const { status } = useSessionSnapshot();
  const { data } = useCall(
    getSuggestedCardioTests,
    status === 'logged-in' ? { params: { customTestCode } } : null,
    { revalidateOnFocus: false },
  );
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="suggested-cardio-title">
      <h2 id="suggested-cardio-title">{suggestedCardioTexts.heading}</h2>
      <p>{suggestedCardioTexts.lead}</p>
      <ul>
        {data.map((test) => (
          <li key={test.testCode}>
            <Link to={testDetailPath(test.testCode, test.slug)}>{test.name}</Link> ({test.testCode}
            ): {suggestedCardioTexts.shared(test.sharedGenes, test.geneCount)}
          </li>
        ))}
      </ul>
    </section>
  );
}
