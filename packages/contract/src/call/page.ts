import { z } from '../zod.js';

/** Which page of a paged list a request asks for: the first when absent, 25 rows (at most 200). */
export const pageRequestFields = {
  PageNumber: z._default(z.number().check(z.int(), z.gte(1)), 1),
  PageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(200)), 25),
};

/** One page of a paged list: its items, how many match in all, and which page of which size. */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().check(z.int()),
    pageNumber: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });
}
