// The kit's DateInput alone, for LazyDateInput's dynamic import (its mask and date checks).
export { DateInput } from '@loci/ui';
