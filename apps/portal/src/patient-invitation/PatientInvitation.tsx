// The order review's "Invite patient to the patient portal" (document 2 section 7.2): the
// invitation's status (SENT or NOT_SENT) and sending one, once the order is submitted. The
// server sends it through the lab's mail outbox.
import { Button, Card, Inline, Stack } from '@loci/ui';
import { PatientPortalInvitationStatusLabels } from '@loci/domain';
import { getPatientInvitationStatus, sendPatientInvitation } from '@loci/contract';
import { useCall, useCallKey, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { dateOnly } from '../format/dateOnly.ts';

export function PatientInvitation({ orderId, submitted }: { orderId: number; submitted: boolean }) {
  const { toaster } = usePortalServices();
  const parts = { query: { order_id: orderId } };
  const status = useCall(getPatientInvitationStatus, parts);
  const statusKey = useCallKey(getPatientInvitationStatus, parts);
  // The answer is the invitation's new status: it replaces the one read.
  const sending = useSave(sendPatientInvitation, () => ({
    key: statusKey,
    data: (answer: unknown) => answer,
  }));
  const invitation = status.data;
  const send = async () => {
    try {
      const sent = await sending.trigger(parts);
      toaster.show({
        severity: 'success',
        message: `Invitation sent to ${sent.sentTo ?? 'the patient'}.`,
      });
    } catch {
      // The error reporter shows the server's reason (no e-mail address, not submitted).
    }
  };
  return (
    <Card heading="Patient portal" headingLevel={2}>
      <Stack gap="sm">
        {invitation ? (
          <p>
            Invitation status:{' '}
            <strong data-testid="patient-invitation-status">
              {PatientPortalInvitationStatusLabels[invitation.status]}
            </strong>
            {invitation.sentAt
              ? ` · sent ${dateOnly(invitation.sentAt)} to ${invitation.sentTo ?? ''}`
              : ''}
          </p>
        ) : status.error ? (
          <p role="alert">The invitation status could not be loaded.</p>
        ) : (
          <p role="status">Loading the invitation status…</p>
        )}
        {submitted ? (
          <Inline gap="md">
            <Button
              variant="secondary"
              disabled={sending.isMutating || !invitation}
              onClick={() => void send()}
            >
              Invite patient to the patient portal
            </Button>
          </Inline>
        ) : (
          <p>The patient can be invited once the order is submitted.</p>
        )}
      </Stack>
    </Card>
  );
}
