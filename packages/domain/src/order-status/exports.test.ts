import { expect, it } from 'vitest';
import * as folder from './index.js';

// The public surface of this folder: a change here is a change to @loci/domain's API.
it('exports a known set of names', () => {
  expect(Object.keys(folder).sort()).toMatchInlineSnapshot(`
    [
      "FixedAfterSubmission",
      "LabTestStatusMoves",
      "LabTestStatuses",
      "OrderStatusTransitions",
      "canIssueUpdatedReport",
      "canMoveLabTest",
      "canReleaseReport",
      "canTransition",
      "checkPostSubmissionEdit",
      "hasReleasedReport",
      "isLabTestStatus",
      "isSubmittedOrderStatus",
      "labStatusAfterRelease",
      "nextOrderStatuses",
      "postSubmissionEditingMessages",
      "transition",
    ]
  `);
});
