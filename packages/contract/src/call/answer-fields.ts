// Field groups that answers of several features share: each answer spreads the group where its
// fields stand. Not part of the package's surface (the answers' schemas are).
import { z } from '../zod.js';

/** A person's name as the lab stores it (a patient, an ordering provider): any part may be missing. */
export const personNameFields = {
  firstName: z.nullable(z.string()),
  middleName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
};

/** An ordered test and where it stands in the lab (the lab desk's and the results' test rows). */
export const orderedTestStatusFields = {
  orderTestId: z.number().check(z.int()),
  testCode: z.string(),
  testDescription: z.nullable(z.string()),
  labStatus: z.string(),
  labStatusUpdateDate: z.nullable(z.string()),
};
