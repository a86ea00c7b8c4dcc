// The live events of one server instance (docs/decisions/notifications.md): one LISTEN on the
// database (PostgreSQL or PGlite, the same code path) hears the events raised through any
// instance, and hands each to the streams its person has open here.
import type { LiveEvent } from '@loci/contract';
import { listenToChannel, type LabKysely, type Unlisten } from '../db/create-database.js';
import { liveEventChannel, liveEventsAfter } from './notification-records.js';

type Listener = (event: LiveEvent) => void;

export class LiveEventHub {
  readonly #db: LabKysely;
  readonly #listeners = new Map<number, Set<Listener>>();
  #unlisten: Unlisten | undefined;
  #starting: Promise<void> | undefined;
  /** The newest event id heard (ids grow across people): where a catch-up starts. */
  #lastHeardId = 0;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  /** Starts listening (once). */
  start(): Promise<void> {
    this.#starting ??= this.#db
      .selectFrom('live_event')
      .select((eb) => eb.fn.max('id').as('newest'))
      .executeTakeFirst()
      .then((row) => {
        this.#lastHeardId = Number(row?.newest ?? 0);
        return listenToChannel(
          this.#db,
          liveEventChannel,
          (payload) => this.#deliver(payload),
          () => void this.#catchUp(),
        );
      })
      .then((unlisten) => {
        this.#unlisten = unlisten;
      });
    return this.#starting;
  }

  async stop(): Promise<void> {
    await this.#starting?.catch(() => undefined);
    await this.#unlisten?.();
    this.#unlisten = undefined;
    this.#listeners.clear();
  }

  /** Open streams on this instance (the bench and tests read it). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }

  subscribe(contactId: number, listener: Listener): () => void {
    let set = this.#listeners.get(contactId);
    if (!set) {
      set = new Set();
      this.#listeners.set(contactId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(contactId);
    };
  }

  #deliver(payload: string): void {
    let parsed: { contactId: number; event: LiveEvent };
    try {
      parsed = JSON.parse(payload) as { contactId: number; event: LiveEvent };
    } catch {
      return;
    }
    this.#hand(parsed.contactId, parsed.event);
  }

  #hand(contactId: number, event: LiveEvent): void {
    this.#lastHeardId = Math.max(this.#lastHeardId, event.EventId);
    const set = this.#listeners.get(contactId);
    if (!set) return;
    for (const listener of set) listener(event);
  }

  /**
   * After the LISTEN connection was opened again: the events its open streams' people got while
   * it was down, from the table (a stream skips an id it already sent).
   */
  async #catchUp(): Promise<void> {
    const after = this.#lastHeardId;
    for (const contactId of [...this.#listeners.keys()]) {
      const missed = await liveEventsAfter(this.#db, contactId, after).catch(() => []);
      for (const event of missed) this.#hand(contactId, event);
    }
  }
}
