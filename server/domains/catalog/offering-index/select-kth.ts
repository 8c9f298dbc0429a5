/**
 * The value that would sit at `k` (0-based) if `values` were sorted ascending, found by
 * Hoare's quickselect in place (the array is reordered): linear on average, where a native
 * sort of the tens of thousands of scores a common word has took several times as long.
 */
export function kthSmallest(values: Float32Array | Int32Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1] ?? 0;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i += 1;
      while ((values[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k] ?? 0;
}
