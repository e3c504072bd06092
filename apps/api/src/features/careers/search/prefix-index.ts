/** The first position in a sorted array whose value is not below `prefix`: where the values starting with it begin. */
export function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Keys sorted once, so every key starting with a prefix is found with one binary search followed by a contiguous
 * run, instead of a comparison against every key.
 */
export class PrefixIndex<T> {
  private readonly keys: string[];
  private readonly values: T[];

  constructor(entries: ReadonlyMap<string, T>) {
    this.keys = [...entries.keys()].sort();
    this.values = this.keys.map((key) => entries.get(key)!);
  }

  forEachWithPrefix(prefix: string, visit: (key: string, value: T) => void): void {
    for (let at = lowerBound(this.keys, prefix); this.keys[at]?.startsWith(prefix); at += 1) {
      visit(this.keys[at]!, this.values[at]!);
    }
  }
}

/** Appends to the list under a key, creating it: how posting lists are built. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}
