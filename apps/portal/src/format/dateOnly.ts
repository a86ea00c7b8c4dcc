import { formatTypedDate } from '@loci/domain';

/** A server timestamp's date as the lab writes dates (`MM/DD/YYYY`), or `none` when it has none. */
export function dateOnly(value: string | null | undefined, none = ''): string {
  return value ? formatTypedDate(value.slice(0, 10)) : none;
}
