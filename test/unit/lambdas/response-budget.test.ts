import { describe, expect, it } from 'vitest';
import { RESPONSE_BUDGET_BYTES, withinResponseBudget } from '../../../lambdas/runtime/http/response-budget';

const LAMBDA_RESPONSE_LIMIT = 6 * 1024 * 1024;

describe('a list answered in one response', () => {
  it('keeps within a budget below Lambda’s 6 MB, leading items first, and says it stopped short', () => {
    // 200 people of the largest kind a search sends: twenty names of 200 characters each part, a signed picture address.
    const person = (id: number) => ({ id: `p${id}`, names: Array.from({ length: 20 }, () => ({ first_name: 'x'.repeat(200), middle_name: 'y'.repeat(200), last_name: 'z'.repeat(200), prefix: 'p'.repeat(200), suffix: 's'.repeat(200) })), person_thumbnail_url: 'u'.repeat(1500) });
    const everyone = Array.from({ length: 200 }, (_, id) => person(id));
    const { items, cut } = withinResponseBudget(everyone);
    expect(cut).toBe(true);
    expect(items.map((item) => item.id)).toEqual(everyone.slice(0, items.length).map((item) => item.id));
    const body = Buffer.byteLength(JSON.stringify({ persons: items, has_more: true }));
    expect(body).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES + 64);
    expect(body).toBeLessThan(LAMBDA_RESPONSE_LIMIT);
  });

  it('sends a list that fits whole', () => {
    expect(withinResponseBudget([{ id: 'a' }, { id: 'b' }])).toEqual({ items: [{ id: 'a' }, { id: 'b' }], cut: false });
  });
});
