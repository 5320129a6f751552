/**
 * Reads of one key asked for during one turn of the event loop share one query, sent on the next
 * turn. Under load, the requests a service reads from its sockets in one turn all reach their
 * handlers in that turn (guards that need no I/O resolve in microtasks), so N concurrent reads of
 * the same row cost one round trip instead of N.
 *
 * It never serves a stale read: a caller joins only a query that has not been sent yet, so the
 * query's snapshot is taken after the caller's request arrived, and whatever was committed before
 * that (the caller's own earlier writes included) is in it. Once sent, the key is free again and a
 * later caller starts a new query.
 *
 * Callers share the value: it must be treated as read-only.
 */
export class SameTurnReads<V> {
  private readonly waiting = new Map<string, Promise<V>>();

  read(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.waiting.get(key);
    if (pending) return pending;
    const query = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.waiting.delete(key);
      return load();
    });
    this.waiting.set(key, query);
    return query;
  }

  /** Keys whose query has not been sent yet (tests). */
  get waitingKeys(): number {
    return this.waiting.size;
  }
}
