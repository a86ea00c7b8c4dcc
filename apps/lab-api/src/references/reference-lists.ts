import type { ReferenceListsData } from '@loci/contract';
import { ReferenceLists } from '@loci/domain';

/** Every reference list of document 3, from the lab's domain package. */
export function referenceLists(): ReferenceListsData {
  return Object.fromEntries(
    Object.entries(ReferenceLists).map(([name, items]) => [
      name,
      items.map((item) => ({
        code: item.code,
        description: item.description,
        isDefault: item.isDefault,
      })),
    ]),
  ) as ReferenceListsData;
}
