// The portal's toasts. The kit's Toast widget is not exported yet: this is plain semantic HTML
// (a live region list) until it is.
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import type { NotificationSeverity } from '../notifications/notifications.ts';
import { message, region, toast } from './NotificationRegion.css.ts';

const severityLabels: Record<NotificationSeverity, string> = {
  info: 'Information',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

const autoDismissMs: Record<NotificationSeverity, number | null> = {
  info: 6000,
  success: 6000,
  warn: 10_000,
  error: null,
};

export function NotificationRegion() {
  const { notifications } = usePortalServices();
  const items = useSyncExternalStore(
    notifications.subscribe,
    notifications.list,
    notifications.list,
  );

  useEffect(() => {
    const timers = items.flatMap((item) => {
      const delay = autoDismissMs[item.severity];
      return delay === null ? [] : [setTimeout(() => notifications.dismiss(item.id), delay)];
    });
    return () => timers.forEach(clearTimeout);
  }, [items, notifications]);

  return (
    <section aria-label="Notifications">
      <ul className={region} aria-live="polite" aria-relevant="additions">
        {items.map((item) => (
          <li
            key={item.id}
            className={toast[item.severity]}
            role={item.severity === 'error' ? 'alert' : 'status'}
          >
            <span className={message}>
              <strong>{severityLabels[item.severity]}: </strong>
              {item.message}
            </span>
            <Button
              variant="tertiary"
              size="small"
              aria-label={`Dismiss: ${item.message}`}
              onClick={() => notifications.dismiss(item.id)}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
