// The contract's schemas use zod/mini: its functions tree-shake, so the portal bundles only what
// the schemas use (classic zod attaches every method to every schema; issue 18). Classic zod
// loads its English messages by itself, zod/mini does not: they are set here, once, so that the
// messages the schemas do not write themselves stay the English ones users and callers see.
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: the same pipe (a transform, then the
 * schema), typed as classic types it, so that an absent key stays optional in the input type.
 */
export function preprocess<Schema extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: Schema,
): z.ZodMiniType<z.output<Schema>, unknown, z.core.$ZodPreprocessInternals<Schema>> {
  return z.pipe(z.transform(fn), schema) as never;
}
