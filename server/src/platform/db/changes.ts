import { EventEmitter } from 'node:events';

/** What this process changed, by what the change was to. */
export interface ChangeEvents {
  /** the catalogue (an import): every copy drawn from it is stale */
  catalogue: [];
  /** a product's reviews (null: any product's), written, voted on or decided */
  reviews: [productId: string | null];
  /** the offers: written, ended, or a capped one used up */
  offers: [];
}

/**
 * Changes this process makes to a database, told to whatever keeps a copy of its data (the answer
 * cache, the ratings, kept pages of reviews) so they drop it at once. One channel per opened
 * database, carried by every wrapper of it (the metrics' timed one), so every app and command
 * holding that database hears what any of them changed; changes made by other processes are found
 * by the copies' version checks (versionedCopy.ts).
 */
export class DbChanges {
  // Untyped inside: on() and emit() below give each change its own arguments.
  private readonly events = new EventEmitter();

  constructor() {
    // One listener per copy per app; tests build many apps on one database.
    this.events.setMaxListeners(0);
  }

  /** Listens until the returned function is called (an app's onClose). */
  on<K extends keyof ChangeEvents>(what: K, listener: (...args: ChangeEvents[K]) => void): () => void {
    this.events.on(what, listener);
    return () => void this.events.off(what, listener);
  }

  emit<K extends keyof ChangeEvents>(what: K, ...args: ChangeEvents[K]): void {
    this.events.emit(what, ...args);
  }
}
