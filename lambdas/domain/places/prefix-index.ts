import { RangeArgMax } from './range-argmax';

/**
 * Prefix search over one sorted array of keys. Two binary searches find the range of keys that
 * start with the query; a range-maximum tree then yields that range's places best ranked
 * first, so a query costs O((k + log n) log n) however many names share the prefix.
 */
export class PrefixIndex {
  /** Keys in ascending order. */
  private readonly sortedKeys: readonly string[];
  /** The place at each sorted position; undefined when the keys came sorted (position = place). */
  private readonly placeAt: Uint32Array | undefined;
  private readonly rankAt: Uint32Array;
  private readonly best: RangeArgMax;

  /**
   * @param keys one key per place, in place order; the gazetteer file is built sorted by key, and
   *   an unsorted input (a file built with other folding rules) is sorted here instead.
   * @param ranks one non-negative integer per place; higher comes first.
   */
  constructor(keys: readonly string[], ranks: ArrayLike<number>) {
    if (isSorted(keys)) {
      this.sortedKeys = keys;
      this.placeAt = undefined;
      this.rankAt = Uint32Array.from(ranks);
    } else {
      const order = new Uint32Array(keys.length);
      for (let i = 0; i < order.length; i++) order[i] = i;
      order.sort((a, b) => compare(keys[a]!, keys[b]!) || ranks[b]! - ranks[a]!);
      this.sortedKeys = Array.from(order, (place) => keys[place]!);
      this.placeAt = order;
      this.rankAt = Uint32Array.from(order, (place) => ranks[place]!);
    }
    this.best = new RangeArgMax(this.rankAt);
  }

  /**
   * Places whose key starts with `prefix`, highest rank first (ties in key order). A prefix ending
   * in a space ('york ') also matches the bare word ('york'): no key character sorts below a
   * space, so those keys sit right before the ones that continue with a space.
   */
  *byRank(prefix: string): Generator<number> {
    if (!prefix.trim()) return;
    const from = this.lowerBound(prefix.trimEnd());
    // Every key that starts with the prefix sorts below prefix + U+FFFF; no key holds that character.
    const to = this.lowerBound(`${prefix}\uffff`);
    // Pending ranges with their best position; the best of all pending is the next answer.
    const pending: Array<{ from: number; to: number; at: number }> = [];
    const push = (start: number, end: number) => {
      if (start < end) pending.push({ from: start, to: end, at: this.best.argMax(start, end) });
    };
    push(from, to);
    while (pending.length > 0) {
      let top = 0;
      for (let i = 1; i < pending.length; i++) if (this.beats(pending[i]!.at, pending[top]!.at)) top = i;
      const { from: start, to: end, at } = pending[top]!;
      pending.splice(top, 1);
      yield this.placeAt ? this.placeAt[at]! : at;
      push(start, at);
      push(at + 1, end);
    }
  }

  /** The same order RangeArgMax uses: higher rank first, then the earlier key. */
  private beats(a: number, b: number): boolean {
    const ra = this.rankAt[a]!;
    const rb = this.rankAt[b]!;
    return ra > rb || (ra === rb && a < b);
  }

  private lowerBound(key: string): number {
    let low = 0;
    let high = this.sortedKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedKeys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isSorted(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) return false;
  return true;
}
