import { Banner, PageHeader, Stack } from '@loci/ui';
import { reportMessages } from './reportMessages.ts';

/** What an Orders Only user sees in place of the reports: no report data at all. */
export function NoReportAccess() {
  return (
    <Stack as="section" gap="lg" aria-label={reportMessages.listTitle}>
      <PageHeader title={reportMessages.listTitle} />
      <Banner severity="warn">{reportMessages.noReportAccess}</Banner>
    </Stack>
  );
}
