/**
 * Counts matched tracks and writes the task's progress about fifty times over a run, one write
 * after another. Progress is advisory: a write lost to a database restart must neither fail the
 * attempt nor, while matching is still under way, become an unhandled rejection that ends the
 * process.
 */
export function progressWriter(save: (progress: { total: number; done: number }) => Promise<unknown>, total: number, done: number) {
  const saveQuietly = (progress: { total: number; done: number }): Promise<void> => save(progress).then(
    () => undefined,
    () => undefined,
  );
  let written = done;
  let writing: Promise<void> = saveQuietly({ total, done });
  const step = Math.max(1, Math.floor(total / 50));
  return {
    /** `count` more track lookups finished. */
    onDone(count: number): void {
      done += count;
      if (done - written < step) return;
      written = done;
      const progress = { total, done };
      writing = writing.then(() => saveQuietly(progress));
    },
    /** Resolves once every write started has ended. */
    settled: (): Promise<void> => writing,
  };
}
