import { describe, expect, it } from 'vitest';
import { busyBatches } from './busy-batches';

interface Item {
  name: string;
  keys?: string[];
}

/** A batch runner whose batches end when the test says so; it records each batch it was given. */
function heldRunner(fail: (name: string) => boolean = () => false) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: Item[]) => {
    batches.push(items.map((i) => i.name));
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        const bad = items.find((i) => fail(i.name));
        if (bad) reject(new Error(`${bad.name} failed`));
        else resolve(items.map((i) => `${i.name} done`));
      });
    });
  };
  /** Ends the oldest running batch and lets the next ones start. */
  const endOldest = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, endOldest };
}

const keysOf = (item: Item) => item.keys ?? [item.name];

describe('busy batches', () => {
  it('runs an item at once, alone, while fewer batches than the limit are running', async () => {
    const runner = heldRunner();
    const batches = busyBatches({ run: runner.run, keysOf, maxInFlight: 2, maxBatch: 10 });
    const a = batches.run({ name: 'a' });
    const b = batches.run({ name: 'b' });
    expect(runner.batches).toEqual([['a'], ['b']]);
    await runner.endOldest();
    await runner.endOldest();
    await expect(a).resolves.toBe('a done');
    await expect(b).resolves.toBe('b done');
  });

  it('sends the items that waited for a busy limit together, in arrival order, at most maxBatch a batch', async () => {
    const runner = heldRunner();
    const sizes: number[] = [];
    const batches = busyBatches({
      run: runner.run,
      keysOf,
      maxInFlight: 1,
      maxBatch: 3,
      onBatch: (size) => sizes.push(size),
    });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((name) => batches.run({ name }));
    expect(runner.batches).toEqual([['a']]);
    expect(batches.load()).toEqual({ inFlight: 1, waiting: 4 });
    await runner.endOldest();
    expect(runner.batches).toEqual([['a'], ['b', 'c', 'd']]);
    await runner.endOldest();
    await runner.endOldest();
    expect(runner.batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    await expect(Promise.all(answers)).resolves.toEqual(['a done', 'b done', 'c done', 'd done', 'e done']);
    expect(sizes).toEqual([1, 3, 1]);
    expect(batches.load()).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('never puts two items with a key in common in one batch, nor runs them at once', async () => {
    const runner = heldRunner();
    const batches = busyBatches({ run: runner.run, keysOf, maxInFlight: 2, maxBatch: 10 });
    void batches.run({ name: 'a1', keys: ['address:1'] });
    void batches.run({ name: 'a2', keys: ['address:1'] });
    void batches.run({ name: 'b', keys: ['address:2'] });
    void batches.run({ name: 'a3', keys: ['address:1', 'email:x'] });
    void batches.run({ name: 'c', keys: ['email:x'] });
    // a2 waits for a1 although a slot is free; b and c may go past it.
    expect(runner.batches).toEqual([['a1'], ['b']]);
    await runner.endOldest();
    expect(runner.batches).toEqual([['a1'], ['b'], ['a2', 'c']]);
    await runner.endOldest();
    await runner.endOldest();
    expect(runner.batches).toEqual([['a1'], ['b'], ['a2', 'c'], ['a3']]);
  });

  it('runs a failed batch again item by item: the bad item gets its error, the others their answers', async () => {
    const runner = heldRunner((name) => name === 'bad');
    const batches = busyBatches({ run: runner.run, keysOf, maxInFlight: 1, maxBatch: 10 });
    const first = batches.run({ name: 'first' });
    const rest = Promise.allSettled(['x', 'bad', 'y'].map((name) => batches.run({ name })));
    await runner.endOldest();
    expect(runner.batches).toEqual([['first'], ['x', 'bad', 'y']]);
    await runner.endOldest();
    expect(runner.batches.slice(2)).toEqual([['x'], ['bad'], ['y']]);
    await runner.endOldest();
    await runner.endOldest();
    await runner.endOldest();
    await expect(first).resolves.toBe('first done');
    const [x, bad, y] = await rest;
    expect(x).toEqual({ status: 'fulfilled', value: 'x done' });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('bad failed') });
    expect(y).toEqual({ status: 'fulfilled', value: 'y done' });
  });

  it('fails a batch whose runner answers for fewer items than it was given', async () => {
    const batches = busyBatches<Item, string>({
      run: async () => [],
      keysOf,
      maxInFlight: 1,
      maxBatch: 10,
    });
    await expect(batches.run({ name: 'a' })).rejects.toThrow('a batch of 1 got 0 answers');
  });
});
