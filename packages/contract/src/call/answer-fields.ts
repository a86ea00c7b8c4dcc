// Field groups that answers of several features share: each answer spreads the group where its
// fields stand. Not part of the package's surface (the answers' schemas are).
import { z } from 'zod';

/** A person's name as the lab stores it (a patient, an ordering provider): any part may be missing. */
export const personNameFields = {
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
};

/** An ordered test and where it stands in the lab (the lab desk's and the results' test rows). */
export const orderedTestStatusFields = {
  orderTestId: z.number().int(),
  testCode: z.string(),
  testDescription: z.string().nullable(),
  labStatus: z.string(),
  labStatusUpdateDate: z.string().nullable(),
};
