/**
 * The position of the largest value in any range, in O(log n): a bottom-up segment tree of
 * positions. Autocomplete uses it to pull the most populous matches out of a prefix range of
 * thousands ('sant...') without looking at every one of them.
 */
export class RangeArgMax {
  private readonly tree: Uint32Array;
  private readonly size: number;

  constructor(private readonly values: ArrayLike<number>) {
    this.size = values.length;
    this.tree = new Uint32Array(Math.max(2, 2 * this.size));
    for (let position = 0; position < this.size; position++) this.tree[this.size + position] = position;
    for (let node = this.size - 1; node > 0; node--) this.tree[node] = this.better(this.tree[2 * node]!, this.tree[2 * node + 1]!);
  }

  /** The position in [from, to) holding the largest value (ties: the first), or -1 when empty. */
  argMax(from: number, to: number): number {
    let best = -1;
    let left = Math.max(0, from) + this.size;
    let right = Math.min(this.size, to) + this.size;
    while (left < right) {
      if (left & 1) best = this.better(best, this.tree[left++]!);
      if (right & 1) best = this.better(best, this.tree[--right]!);
      left >>= 1;
      right >>= 1;
    }
    return best;
  }

  /** Larger value wins; on a tie the lower position, so equal populations stay in name order. */
  private better(a: number, b: number): number {
    if (a < 0) return b;
    const va = this.values[a]!;
    const vb = this.values[b]!;
    return vb > va || (vb === va && b < a) ? b : a;
  }
}
