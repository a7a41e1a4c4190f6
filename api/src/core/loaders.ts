import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: every field that would load one related row per parent row asks a loader
 * instead, and the loader fetches all of a tick's keys in one query (no N+1). A loader lives as long as
 * its request, so its cache never outlives the request's unit of work.
 */
export class Loaders {
  private readonly byKey = new Map<string, DataLoader<unknown, unknown>>();

  /** The request's loader named `key`, made with `batch` the first time it is asked for. */
  get<Key, Value>(key: string, batch: DataLoader.BatchLoadFn<Key, Value>): DataLoader<Key, Value> {
    let loader = this.byKey.get(key) as DataLoader<Key, Value> | undefined;
    if (!loader) {
      loader = new DataLoader(batch);
      this.byKey.set(key, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}
