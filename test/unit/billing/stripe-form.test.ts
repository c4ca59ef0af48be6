import { describe, expect, it } from 'vitest';
import { listOf, metadataOf, objectOf, parseStripeForm, stringOf } from '../../../infra/local/stripe/form';

describe("the Stripe stand-in's form parsing", () => {
  it('turns bracket paths back into nested objects, as the Stripe SDK encodes them', () => {
    const body = new URLSearchParams({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Heirloom Annual',
      'subscription_data[metadata][plan_id]': 'yearly',
    }).toString();
    const params = parseStripeForm(body);
    expect(stringOf(params.mode)).toBe('subscription');
    const [item] = listOf(params.line_items);
    expect(objectOf(item)).toEqual({ quantity: '1', price_data: { currency: 'usd', recurring: { interval: 'year' }, product_data: { name: 'Heirloom Annual' } } });
    expect(metadataOf(objectOf(params.subscription_data).metadata)).toEqual({ plan_id: 'yearly' });
  });
});
