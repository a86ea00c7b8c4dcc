import { useState } from 'react';
import { Button } from '@loci/ui';
import type { EmrPatient } from '@loci/contract';
import { LazyEmrSearchDialog } from './LazyEmrSearchDialog.tsx';
import { useEmrImportOffered } from './useEmrImportOffered.ts';

/**
 * "Find a patient in the EMR" and the EMR search dialog it opens, drawn only for an account whose
 * EMR can be searched (the patient list and the order form's patient step offer the same import).
 */
export function EmrSearchButton({
  accountNumber,
  onImport,
}: {
  accountNumber: string | undefined;
  /** What importing a chart does; by default the new-patient view opens with the chart. */
  onImport?: (chart: EmrPatient) => void;
}) {
  const [open, setOpen] = useState(false);
  const offered = useEmrImportOffered(accountNumber);
  if (!offered || !accountNumber) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Find a patient in the EMR
      </Button>
      {/* A closed dialog draws nothing; open, it is drawn over the page (a portal). */}
      <LazyEmrSearchDialog
        open={open}
        onOpenChange={setOpen}
        accountNumber={accountNumber}
        onImport={onImport}
      />
    </>
  );
}
