// The external forms resources page (document 1's route table; route in
// docs/decisions/unwired-calls.md): the lab's forms by category, each downloaded as a PDF.
import { Banner, Button, Card, Stack } from '@loci/ui';
import {
  downloadLabForm,
  labFormCategories,
  listLabForms,
  listPartnershipPrograms,
  type LabForm,
} from '@loci/contract';
import { RequireSession } from '../access/RequireSession.tsx';
import { useCall } from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';
import { useFileDownload } from '../documents/useFileDownload.ts';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import * as styles from '../shell/page.css.ts';

/** The route of the forms page. */
export const labFormsPath = '/resources/forms';

function LabForms() {
  const forms = useCall(listLabForms, {}, { revalidateOnFocus: false });
  const download = useFileDownload('download-lab-form', {
    call: (form: LabForm) => contractCall(downloadLabForm, { params: { formId: form.formId } }),
    fileName: (form) => form.fileName,
    title: (form) => form.title,
  });
  const { problem, save } = download;
  return (
    <ScreenSection title="Forms" headingId="lab-forms-title">
      <p className={styles.lead}>
        The lab’s requisition, consent, billing and specimen forms, to print and send with a sample.
      </p>
      {problem ? <Banner severity="error">{problem}</Banner> : null}
      {forms.error ? <Banner severity="error">The forms could not be loaded.</Banner> : null}
      {!forms.data && !forms.error ? <p role="status">Loading the forms…</p> : null}
      {labFormCategories.map((category) => {
        const own = forms.data?.filter((form) => form.category === category) ?? [];
        if (own.length === 0) return null;
        const titleId = `lab-forms-${category.toLowerCase()}`;
        return (
          <Card as="div" key={category} aria-labelledby={titleId}>
            <h2 id={titleId}>{category} forms</h2>
            <Stack as="ul" gap="md">
              {own.map((form) => (
                <li key={form.formId}>
                  <h3>{form.title}</h3>
                  <p>
                    {form.description} Revised {form.revised}.
                  </p>
                  {/* The name says which form and starts with the visible text (WCAG 2.5.3). */}
                  <Button
                    variant="secondary"
                    aria-label={`Download PDF: ${form.title}`}
                    disabled={download.busy}
                    onClick={() => void save(form)}
                  >
                    Download PDF
                  </Button>
                </li>
              ))}
            </Stack>
          </Card>
        );
      })}
      <PartnershipPrograms />
    </ScreenSection>
  );
}

/** The lab's sponsored and access programs that accept orders, with the tests each covers. */
function PartnershipPrograms() {
  const programs = useCall(listPartnershipPrograms, {}, { revalidateOnFocus: false });
  const active = programs.data?.filter((program) => program.isActive) ?? [];
  if (active.length === 0) return null;
  return (
    <Card as="div" aria-labelledby="lab-programs-title">
      <h2 id="lab-programs-title">Sponsored testing programs</h2>
      <p>Order a covered test with the program’s code in the order form.</p>
      <Stack as="ul" gap="md">
        {active.map((program) => (
          <li key={program.programCode}>
            <h3>
              {program.name} ({program.programCode})
            </h3>
            <p>
              {program.description} Sponsored by {program.sponsorName}. Tests:{' '}
              {program.testCodes.join(', ')}.
            </p>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/** /resources/forms: the lab's downloadable forms, for signed-in users. */
export function LabFormsPage() {
  return (
    <RequireSession>
      <LabForms />
    </RequireSession>
  );
}
