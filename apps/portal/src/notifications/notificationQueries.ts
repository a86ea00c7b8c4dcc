// SWR hooks of the notification calls (document 2 §7.1): the list by account, its unread count
// for the header, marking viewed, preferences, people search and forward.
import {
  forwardNotification,
  getNotificationPreferences,
  listNotificationsByAccount,
  searchNotificationPeople,
  setNotificationPreferences,
  updateNotificationViewed,
  type ListNotificationsRequest,
} from '@loci/contract';
import { useCall, useCallCache, useSave } from '../api/callHooks.tsx';

export function useNotifications(request: ListNotificationsRequest) {
  return useCall(listNotificationsByAccount, { body: request });
}

/** The header's count: unread notifications of every approved account (read in the background). */
export function useUnreadNotificationCount(enabled: boolean) {
  const read = useCall(
    listNotificationsByAccount,
    enabled ? { body: { Viewed: 'Unread', PageSize: 1 }, kind: 'keepalive', report: false } : null,
  );
  return read.data?.unreadCount ?? 0;
}

/** Marks one viewed, then every notification list (the header's count too) is read again. */
export function useMarkViewed() {
  const { revalidate } = useCallCache();
  const save = useSave(updateNotificationViewed);
  return {
    markViewed: async (id: number) => {
      await save.trigger({ params: { id } });
      await revalidate(
        (key) => Array.isArray(key) && String(key[1]).includes('/notifications/list/'),
      );
    },
    busy: save.isMutating,
  };
}

export function usePreferences() {
  return useCall(getNotificationPreferences, { body: {} });
}

export function useSavePreferences() {
  return useSave(setNotificationPreferences);
}

export function usePeopleSearch(term: string, accountNumber: string | null) {
  return useCall(
    searchNotificationPeople,
    accountNumber === null
      ? null
      : {
          body: { SearchTerm: term, AccountNumber: accountNumber },
          kind: 'notification-people-search',
        },
  );
}

export function useForward() {
  return useSave(forwardNotification);
}
