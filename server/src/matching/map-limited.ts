import PQueue from 'p-queue';

/** `fn` over `items` with at most `concurrency` running at once, results in input order. */
export async function mapLimited<T, R>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const queue = new PQueue({ concurrency });
  return Promise.all(items.map((item, index) => queue.add(() => fn(item, index), { throwOnTimeout: true })));
}
