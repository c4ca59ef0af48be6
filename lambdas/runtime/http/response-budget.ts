/**
 * API Gateway takes at most 6 MB from a Lambda (the local stand-in takes anything). A list answered in
 * one response keeps to a budget well below that, whatever its items hold (a person with twenty long
 * names and a signed picture address), and says when it stopped short.
 */
export const RESPONSE_BUDGET_BYTES = 4 * 1024 * 1024;

/** The leading items whose JSON fits `budget` bytes, and whether any were left out. */
export function withinResponseBudget<T>(items: readonly T[], budget = RESPONSE_BUDGET_BYTES): { items: T[]; cut: boolean } {
  const kept: T[] = [];
  let size = 2; // the list's brackets
  for (const item of items) {
    size += Buffer.byteLength(JSON.stringify(item)) + 1;
    if (size > budget) return { items: kept, cut: true };
    kept.push(item);
  }
  return { items: kept, cut: false };
}
