import { expect, it } from 'vitest';
import * as folder from './index.js';

// The public surface of this folder: a change here is a change to @loci/domain's API.
it('exports a known set of names', () => {
  expect(Object.keys(folder).sort()).toMatchInlineSnapshot(`
    [
      "ConflictingTestPairs",
      "CustomSliceTestCodes",
      "RepeatableTestCodes",
      "UltraRapidTestCode",
      "addTest",
      "addTests",
      "checkOrderTests",
      "conflictingTestsMessage",
      "customSliceConflictMessage",
      "duplicateTestMessage",
      "emptyCart",
      "isCustomSliceTest",
      "isRepeatableTest",
      "isSameTestCode",
      "maximumIndentAt",
      "normaliseCart",
      "notOrderableAsKitMessage",
      "readStoredCart",
      "removeTest",
      "setTestIndent",
    ]
  `);
});
