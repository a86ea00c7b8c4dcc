import { expect, it } from 'vitest';
import * as folder from './index.js';

// The public surface of this folder: a change here is a change to @loci/domain's API.
it('exports a known set of names', () => {
  expect(Object.keys(folder).sort()).toMatchInlineSnapshot(`
    [
      "InsuranceCardExtractionErrorMessage",
      "InsuranceCardLookupFailure",
      "NoBenefitInvestigationInfoMessage",
      "insurancePlanSearchTerm",
      "insurancePolicyProblems",
      "isBenefitInvestigationEnabled",
      "readBenefitInvestigation",
      "requiresPriorAuthorization",
    ]
  `);
});
