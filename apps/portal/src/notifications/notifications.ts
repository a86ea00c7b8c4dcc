// The portal's notifications (toasts): severity and message, as the spec's Notification entity.
// Notifications set just before a full page navigation are kept in sessionStorage and shown after the next load.

export type NotificationSeverity = 'info' | 'success' | 'warn' | 'error';

export interface PortalNotification {
  id: number;
  severity: NotificationSeverity;
  message: string;
}

export type NotificationInput = Omit<PortalNotification, 'id'>;

const pendingKey = 'loci.pendingNotifications';

export interface NotificationCenter {
  notify(notification: NotificationInput): void;
  dismiss(id: number): void;
  list(): readonly PortalNotification[];
  subscribe(listener: () => void): () => void;
  /** Keeps a notification for after the next page load (a navigation is about to happen). */
  notifyAfterNavigation(notification: NotificationInput): void;
  /** Shows the notifications kept by the previous page, once. */
  showPendingNotifications(): void;
}

const severities: readonly NotificationSeverity[] = ['info', 'success', 'warn', 'error'];

function isNotificationInput(value: unknown): value is NotificationInput {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.message === 'string' &&
    severities.includes(candidate.severity as NotificationSeverity)
  );
}

export function createNotificationCenter(session: Storage): NotificationCenter {
  let items: readonly PortalNotification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const notify = (notification: NotificationInput) => {
    const duplicate = items.some(
      (item) => item.message === notification.message && item.severity === notification.severity,
    );
    if (duplicate) return;
    items = [...items, { ...notification, id: nextId++ }];
    emit();
  };

  return {
    notify,
    dismiss(id) {
      items = items.filter((item) => item.id !== id);
      emit();
    },
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyAfterNavigation(notification) {
      const pending = readPending(session);
      session.setItem(pendingKey, JSON.stringify([...pending, notification]));
    },
    showPendingNotifications() {
      const pending = readPending(session);
      session.removeItem(pendingKey);
      pending.forEach(notify);
    },
  };
}

function readPending(session: Storage): NotificationInput[] {
  try {
    const parsed: unknown = JSON.parse(session.getItem(pendingKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isNotificationInput) : [];
  } catch {
    return [];
  }
}

export const notificationCenter: NotificationCenter = createNotificationCenter(
  globalThis.sessionStorage,
);
