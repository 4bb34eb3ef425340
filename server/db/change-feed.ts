/**
 * The change feed: the database's `data_changed` notifications (migration 0001's triggers)
 * delivered to in-process subscribers, so a read cache in any server process learns of a
 * write made by any other process or tool (docs/decisions/055-change-feed-and-read-caches.md).
 *
 * While the feed is not `live` (PostgreSQL listener connection lost, not yet connected)
 * nothing can be known about other processes' writes: caches must not serve then. Every
 * change of liveness is announced as a change of everything (`null`).
 */
export const CHANGE_CHANNEL = 'data_changed';

/**
 * The payload of a write to sessions, users, memberships or projects: whatever a resolved
 * caller depends on (the triggers' `access`).
 */
export const ACCESS_CHANGE = 'access';

/** A payload of the triggers, or null: anything may have changed. */
export type ChangeListener = (change: string | null) => void;

export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #live = false;

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * A change happened: a notification arrived (the engine adapter), or this process has
   * just written it (the write sites, which announce their own writes at once because on
   * PostgreSQL the notification reaches the listener a moment after the write).
   */
  publish(change: string | null): void {
    for (const listener of this.#listeners) listener(change);
  }

  /** For the engine adapter: notifications are (or stop being) received. */
  setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    this.publish(null);
  }
}
