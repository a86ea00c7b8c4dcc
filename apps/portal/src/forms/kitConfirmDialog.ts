// The kit's ConfirmDialog alone, for LazyConfirmDialog's dynamic import (Radix's dialog, ~14 KB gz).
export { ConfirmDialog } from '@loci/ui';
