import { z } from '../zod.js';

/** One page of a paged list: its items, how many match in all, and which page of which size. */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().check(z.int()),
    pageNumber: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });
}
