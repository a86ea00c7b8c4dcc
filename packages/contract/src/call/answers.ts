import { z } from '../zod.js';

/** One error of a failed call: a machine code, a human message, and the field path (dot-joined). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  path: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every failure the server sends, validation errors (HTTP 400) included. */
export const failureSchema = z.object({
  success: z.literal(false),
  errors: z.array(apiErrorSchema),
});
export type Failure = z.infer<typeof failureSchema>;

/** The wrapped success answer: `{ success: true, data }`. */
export function wrappedSchema<Data extends z.ZodMiniType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}

export type Wrapped<Data> = { success: true; data: Data };

/** The body schema of a call's successful answer (wrapped or bare). */
export function successBodySchema(call: {
  response: z.ZodMiniType;
  wrapped: boolean;
}): z.ZodMiniType {
  return call.wrapped ? wrappedSchema(call.response) : call.response;
}
