/**
 * `load` run once and its promise shared; after a failure the next call runs it again (a chunk
 * download that failed offline may succeed later, back online or after a new deploy).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
