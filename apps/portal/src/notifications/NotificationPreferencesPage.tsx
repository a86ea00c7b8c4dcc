import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, FormSection, Inline, Select, Stack } from '@loci/ui';
import {
  NotificationKinds,
  notificationKindLabels,
  type NotificationChannel,
  type NotificationKind,
} from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { usePreferences, useSavePreferences } from './notificationQueries.ts';
import { notificationTexts as texts } from './notificationTexts.ts';

const channelOptions = ([1, 2, 3] as const).map((channel) => ({
  value: String(channel),
  label: texts.channels[channel],
}));

/** `/user-account#notification-preferences`: the channel of each notification kind. */
export function NotificationPreferencesPage() {
  const { toaster } = usePortalServices();
  const preferences = usePreferences();
  const save = useSavePreferences();
  // The user's changes over the saved channels.
  const [edits, setEdits] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  const saved = new Map(
    (preferences.data?.Preferences ?? []).map((preference) => [
      preference.Kind,
      preference.Channel,
    ]),
  );
  const chosen = (kind: NotificationKind) => edits[kind] ?? saved.get(kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save.trigger({
      body: {
        Preferences: NotificationKinds.flatMap((kind) => {
          const channel = chosen(kind);
          return channel === undefined ? [] : [{ Kind: kind, Channel: channel }];
        }),
      },
    });
    await preferences.mutate(answer, { revalidate: false });
    setEdits({});
    toaster.show({ severity: 'success', message: texts.saved });
  };

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={texts.preferencesTitle}
        description={texts.preferencesDescription}
        actions={<Link to="/user-account#notifications">{texts.backToList}</Link>}
      />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <FormSection legend={texts.preferencesLegend}>
            {NotificationKinds.map((kind) => (
              <Select
                key={kind}
                label={notificationKindLabels[kind]}
                value={String(chosen(kind) ?? '')}
                disabled={!preferences.data}
                onChange={(event) =>
                  setEdits((current) => ({
                    ...current,
                    [kind]: Number(event.target.value) as NotificationChannel,
                  }))
                }
                options={channelOptions}
              />
            ))}
          </FormSection>
          <Inline>
            <Button type="submit" loading={save.isMutating} disabled={!preferences.data}>
              {texts.save}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
