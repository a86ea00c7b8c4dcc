// The live event stream (docs/decisions/notifications.md): one EventSource per signed-in tab,
// opened with a short-lived ticket (EventSource sends no headers), resumed after the last event
// seen. Each event re-reads the SWR keys it concerns (notifications, message threads, the order's
// list rows and review), and an urgent one shows a toast. A stream that opens with no event to
// resume from (the tab's first, or one that dropped before its first event) re-reads the lists
// the events change: what happened before it was open (a slow first connection) is not lost.
import { useEffect, useRef, useState } from 'react';
import {
  liveEventSchema,
  LiveEventTypes,
  openLiveEventTicket,
  type LiveEvent,
} from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCallCache } from './callHooks.tsx';
import { contractCall } from './contractCall.ts';

/** Seconds before a closed stream is opened again with a new ticket. */
const reopenAfterMs = 3000;

/** Whether an SWR key (`['portal', url, subject, body?]`) is one the event changes. */
export function keyConcernsEvent(key: unknown, event: LiveEvent): boolean {
  if (!Array.isArray(key) || key[0] !== 'portal' || typeof key[1] !== 'string') return false;
  const url = key[1];
  if (url.includes('/notifications/list/')) return true;
  if (url.includes('/portal-messaging/')) return event.Kind === 'LabMessage';
  if (event.OrderId === null) return false;
  // The order list and add-on lists, and this order's own reads (review, statuses, reports).
  if (/\/results\/(list|ordersByAccount|reportsByAccount)/.test(url)) return true;
  return new RegExp(`[/=]${event.OrderId}(?=$|[/?&])`).test(url);
}

/**
 * Whether an SWR key is a list that any event may change (notifications, message threads, the
 * order lists): what a stream opened without a resume point re-reads.
 */
export function keyFollowsLiveEvents(key: unknown): boolean {
  if (!Array.isArray(key) || key[0] !== 'portal' || typeof key[1] !== 'string') return false;
  const url = key[1];
  return (
    url.includes('/notifications/list/') ||
    url.includes('/portal-messaging/') ||
    /\/results\/(list|ordersByAccount|reportsByAccount)/.test(url)
  );
}

/** Whether the tab's stream is open (`connected`), being opened again, or not wanted. */
export type LiveStatus = 'off' | 'connecting' | 'connected';

/**
 * Opens the stream while `enabled`; `onEvent` hears each event after the caches are told. Answers
 * the stream's status (the header shows it as `data-live`).
 */
export function useLiveEvents(enabled: boolean, onEvent?: (event: LiveEvent) => void): LiveStatus {
  const { api, toaster } = usePortalServices();
  const { revalidate } = useCallCache();
  const [connected, setConnected] = useState(false);
  // The latest listener, read when an event comes: a new listener does not reopen the stream.
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId: number | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const reopen = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), reopenAfterMs);
    };

    const receive = (message: MessageEvent<string>) => {
      let event: LiveEvent;
      try {
        event = liveEventSchema.parse(JSON.parse(message.data));
      } catch {
        return;
      }
      lastEventId = event.EventId;
      void revalidate((key) => keyConcernsEvent(key, event));
      if (event.Urgent) toaster.show({ severity: event.Severity, message: event.Message });
      listener.current?.(event);
    };

    const open = async () => {
      let ticket;
      try {
        ticket = await api.call(
          contractCall(openLiveEventTicket, { body: {}, kind: 'keepalive', report: false }),
        );
      } catch {
        reopen();
        return;
      }
      if (stopped) return;
      const query = new URLSearchParams({ ticket: ticket.Ticket });
      if (lastEventId !== undefined) query.set('lastEventId', String(lastEventId));
      const opened = new EventSource(`${ticket.StreamPath}?${query.toString()}`);
      source = opened;
      for (const type of LiveEventTypes) opened.addEventListener(type, receive);
      opened.onopen = () => {
        setConnected(true);
        // Nothing to resume from: the server cannot replay what this tab missed, so re-read.
        if (lastEventId === undefined) void revalidate(keyFollowsLiveEvents);
      };
      // EventSource reconnects by itself (with Last-Event-ID) while its ticket lasts; once it
      // gives up (an expired ticket answers 401), a new ticket opens a new stream.
      opened.onerror = () => {
        setConnected(false);
        if (opened.readyState !== EventSource.CLOSED) return;
        opened.close();
        reopen();
      };
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setConnected(false);
    };
  }, [enabled, api, toaster, revalidate]);

  if (!enabled) return 'off';
  return connected ? 'connected' : 'connecting';
}
