/**
 * Runs each item at once while fewer than `maxInFlight` batches are running, and otherwise queues
 * it: when a batch ends, every item that waited (up to `maxBatch`) goes in the next one. A quiet
 * database sees one item per statement, a busy one a batch per statement: one round trip, one
 * commit and one run of each statement-level trigger for many items.
 *
 * Items sharing a key (a row both would write) never share a batch, nor run in two at once: the
 * later one waits. A batch that fails is run again one item at a time, so each item gets its own
 * answer or its own error, as if it had never been batched.
 */
export interface BusyBatches<I, O> {
  run(item: I): Promise<O>;
  /** Batches running now, and items waiting for one. */
  load(): { inFlight: number; waiting: number };
}

export interface BusyBatchOptions<I, O> {
  /** Runs a batch: one answer per item, in the items' order. */
  run(items: I[]): Promise<O[]>;
  /** What the item writes that another item of a batch may not. */
  keysOf(item: I): readonly string[];
  maxInFlight: number;
  maxBatch: number;
  /** Told the size of each batch as it starts (not of a failed batch's items run again alone). */
  onBatch?: (size: number) => void;
}

interface Waiting<I, O> {
  item: I;
  keys: readonly string[];
  resolve(value: O): void;
  reject(err: unknown): void;
}

export function busyBatches<I, O>(options: BusyBatchOptions<I, O>): BusyBatches<I, O> {
  const queue: Waiting<I, O>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;

  async function runBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const answers = await options.run(batch.map((w) => w.item));
      if (answers.length !== batch.length) throw new Error(`a batch of ${batch.length} got ${answers.length} answers`);
      batch.forEach((w, i) => w.resolve(answers[i] as O));
    } catch (err) {
      if (batch.length === 1) batch[0]?.reject(err);
      else await Promise.all(batch.map((w) => runBatch([w])));
    }
  }

  /** The waiting items that may go together now, oldest first. */
  function takeBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const taken = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.maxBatch;) {
      const waiting = queue[i] as Waiting<I, O>;
      if (waiting.keys.some((key) => busyKeys.has(key) || taken.has(key))) {
        i += 1;
        continue;
      }
      for (const key of waiting.keys) taken.add(key);
      batch.push(waiting);
      queue.splice(i, 1);
    }
    return batch;
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      inFlight += 1;
      options.onBatch?.(batch.length);
      const keys = batch.flatMap((w) => w.keys);
      for (const key of keys) busyKeys.add(key);
      void runBatch(batch).finally(() => {
        inFlight -= 1;
        for (const key of keys) busyKeys.delete(key);
        pump();
      });
    }
  }

  return {
    run(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, keys: options.keysOf(item), resolve, reject });
        pump();
      });
    },
    load: () => ({ inFlight, waiting: queue.length }),
  };
}
