/**
 * Stripe's SDK sends parameters form-encoded with bracket paths
 * (`line_items[0][price_data][currency]=usd`); this turns them back into nested objects.
 * Array indexes stay object keys: read them with listOf().
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    });
  }
  return root;
}

export const listOf = (value: FormValue | undefined): FormValue[] => (value && typeof value === 'object' ? Object.values(value) : []);
export const objectOf = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' ? value : {});
export const stringOf = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const metadataOf = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(objectOf(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
