import { z } from 'zod';

/** One page of a paged list: its items, how many match in all, and which page of which size. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });
}
