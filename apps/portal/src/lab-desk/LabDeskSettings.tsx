// The desk's settings area (issue 14): the lab's feature flags (app settings of documents 1 and 3)
// and a switch for each, confirmed first. Portals read the settings once per page load, so the
// change reaches a provider at their next page load (docs/decisions/messaging-flags.md).
import { useState } from 'react';
import { Button, Card, EmptyState, Stack } from '@loci/ui';
import type { FeatureFlag } from '@loci/domain';
import {
  listLabDeskFeatureFlags,
  setLabDeskFeatureFlag,
  type LabDeskFeatureFlag,
} from '@loci/contract';
import { useCall, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { LazyConfirmDialog } from '../forms/LazyConfirmDialog.tsx';
import { useConfirmFor } from '../forms/useConfirmFor.ts';
import * as page from '../shell/page.css.ts';
import * as styles from './LabDeskSettings.css.ts';

/** A flag the portal does not read (docs/decisions/feature-flags.md). */
const inert = 'No effect in the portal (kept for the lab’s other products).';

/** What a flag changes in the portal (docs/decisions/feature-flags.md). */
const flagEffects: Record<FeatureFlag, string> = {
  Two_Way_Messaging:
    'Messaging with the lab. Off: no messages panel, the messages center says “Messaging with the lab is not available.”',
  Two_Way_Messaging_v2:
    'With messaging on: threads with categories (v2 calls). Off: the v1 messaging calls.',
  ML_insurance_flow:
    'On: Medicare and Medicaid plans get no benefit investigation (no “Run cost estimate” for them on the order form).',
  Order_Editing_Post_Submission:
    'On: a submitted order’s billing and reporting details may be corrected. Off: a submitted order changes only through its own calls (cancel or restore tests, release) or an add-on order.',
  Pendo_Tracking: inert,
  Order_Consent_Individual: inert,
  Gene_Home_Enabled: inert,
  Medical_Necessity: inert,
};

const stateLabel = (enabled: boolean) => (enabled ? 'On' : 'Off');

export function LabDeskSettings() {
  const { toaster, reporter } = usePortalServices();
  const flags = useCall(listLabDeskFeatureFlags, {}, { revalidateOnFocus: false });
  const saving = useSave(setLabDeskFeatureFlag);
  const switching = useConfirmFor<LabDeskFeatureFlag>();
  const toSwitch = switching.pending;
  const [problem, setProblem] = useState<string | null>(null);

  const switchFlag = async (flag: LabDeskFeatureFlag) => {
    const Enabled = !flag.Enabled;
    setProblem(null);
    try {
      await saving.trigger({ body: { VarName: flag.VarName, Enabled } });
      toaster.show({
        severity: 'success',
        message: `${flag.VarName} is now ${stateLabel(Enabled).toLowerCase()}. Portals follow at their next page load.`,
      });
      await flags.mutate();
    } catch (error) {
      const message = (error as { errors?: Array<{ message: string }> }).errors?.[0]?.message;
      setProblem(message ?? `${flag.VarName} could not be switched.`);
      reporter.markHandled(error);
    }
  };

  return (
    <Card heading="Feature flags" headingLevel={2}>
      <Stack gap="md">
        <p className={page.lead}>
          The lab’s app settings that switch features of the portal. A provider’s portal reads them
          once per page load.
        </p>
        {problem ? (
          <p className={page.warningNotice} role="alert">
            {problem}
          </p>
        ) : null}
        {flags.error ? (
          <p className={page.warningNotice} role="alert">
            The feature flags could not be loaded.
          </p>
        ) : !flags.data ? (
          <p role="status">Loading feature flags…</p>
        ) : flags.data.length === 0 ? (
          <EmptyState headingLevel={3} title="No feature flags" />
        ) : (
          <div className={page.tableScroll}>
            <table className={`${page.table} ${styles.flags}`}>
              <caption>Feature flags of the lab</caption>
              <thead>
                <tr>
                  <th scope="col">Flag</th>
                  <th scope="col">What it changes</th>
                  <th scope="col">State</th>
                  <th scope="col">Switch</th>
                </tr>
              </thead>
              <tbody>
                {flags.data.map((flag) => (
                  <tr key={flag.VarName}>
                    <th scope="row">{flag.VarName}</th>
                    <td>{flagEffects[flag.VarName] ?? '—'}</td>
                    <td className={styles.state}>{stateLabel(flag.Enabled)}</td>
                    <td>
                      <Button
                        type="button"
                        variant="secondary"
                        className={styles.switchButton}
                        disabled={saving.isMutating}
                        aria-label={`Switch ${flag.Enabled ? 'off' : 'on'} ${flag.VarName}`}
                        onClick={() => switching.ask(flag)}
                      >
                        {flag.Enabled ? 'Switch off' : 'Switch on'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
      <LazyConfirmDialog
        {...switching.dialog((flag) => void switchFlag(flag))}
        danger={toSwitch?.Enabled === true}
        title={toSwitch ? `Switch ${toSwitch.VarName} ${toSwitch.Enabled ? 'off' : 'on'}?` : ''}
        message="Every provider’s portal follows at its next page load. The change is recorded."
        continueLabel={toSwitch?.Enabled ? 'Switch off' : 'Switch on'}
      />
    </Card>
  );
}
