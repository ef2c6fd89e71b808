/**
 * Who is watching live on this server instance: a count of open live streams per key (e.g. `center:12`).
 * The rule the status messages use: a center is "watching" when at least one of its live request streams is
 * open on the instance that handles the new request. With several instances a center watching through another
 * instance counts as not watching and gets the SMS too: a message too many, never one missing.
 */
export interface Presence {
  /** Marks one watcher of `key`; call the returned function when it goes away. */
  enter(key: string): () => void;
  isWatched(key: string): boolean;
}

export function createPresence(): Presence {
  const counts = new Map<string, number>();
  return {
    enter(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const n = (counts.get(key) ?? 1) - 1;
        if (n <= 0) counts.delete(key);
        else counts.set(key, n);
      };
    },
    isWatched: (key) => (counts.get(key) ?? 0) > 0,
  };
}
