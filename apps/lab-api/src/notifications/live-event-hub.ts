// The live events of one server instance (docs/decisions/notifications.md): one LISTEN on the
// database (PostgreSQL or PGlite, the same code path) hears the events raised through any
// instance, and hands each to the streams its person has open here.
import type { LiveEvent } from '@loci/contract';
import { listenToChannel, type LabKysely, type Unlisten } from '../db/create-database.js';
import { liveEventChannel } from './notification-records.js';

type Listener = (event: LiveEvent) => void;

export class LiveEventHub {
  readonly #db: LabKysely;
  readonly #listeners = new Map<number, Set<Listener>>();
  #unlisten: Unlisten | undefined;
  #starting: Promise<void> | undefined;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  /** Starts listening (once). */
  start(): Promise<void> {
    this.#starting ??= listenToChannel(this.#db, liveEventChannel, (payload) =>
      this.#deliver(payload),
    ).then((unlisten) => {
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
    const set = this.#listeners.get(parsed.contactId);
    if (!set) return;
    for (const listener of set) listener(parsed.event);
  }
}
