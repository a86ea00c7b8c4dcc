// The kit's DataTable alone, for LazyDataTable's dynamic import (TanStack Table and its
// virtualiser, ~26 KB gz).
export { DataTable } from '@loci/ui';
