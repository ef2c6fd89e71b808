/**
 * `load` run once and its promise shared by every caller, for a file fetched on first use (`import(...)`); a failed
 * load (the file did not arrive) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
