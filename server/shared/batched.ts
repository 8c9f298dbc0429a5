interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Loads by key in batches: keys asked in the same turn of the event loop, or while a batch is
 * being read, are read together in the next query. Every key is read by a query that starts
 * after it was asked, so an answer is never older than the request.
 *
 * Why: the embedded database runs one query at a time, and a short query costs mostly its
 * fixed part (protocol, planning). Under concurrent requests the queue of single-row queries
 * becomes one query per batch. It also runs in this thread: a query started at once would run
 * to its end before the next request is even read, so a batch waits for the requests that
 * arrived together (setImmediate: once the pending I/O has been handled) before it starts.
 */
export function batched<K, V>(
  run: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  let busy = false;
  let next = new Map<K, Waiter<V>[]>();

  function flush(): void {
    const batch = next;
    next = new Map();
    run([...batch.keys()])
      .then(
        (values) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(values.get(key));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        if (next.size > 0) setImmediate(flush);
        else busy = false;
      });
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = next.get(key) ?? [];
      waiters.push({ resolve, reject });
      next.set(key, waiters);
      if (!busy) {
        busy = true;
        setImmediate(flush);
      }
    });
}

/**
 * `batched` loaders, one for each `owner` (a catalog reference, a currency's rate), made when
 * first asked and dropped with it: a loader that prices in an owner's rates must not outlive
 * them (a write may bring new ones, and a new reference).
 */
export function batchedPer<O extends object, K, V>(
  run: (owner: O) => (keys: K[]) => Promise<Map<K, V>>,
): (owner: O, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<O, (key: K) => Promise<V | undefined>>();
  return (owner, key) => {
    let load = loaders.get(owner);
    if (!load) {
      load = batched(run(owner));
      loaders.set(owner, load);
    }
    return load(key);
  };
}
