import type { GraphLink } from '@heirloom/shared/contracts/family';

/** When each child was born, from their parent links' sort keys ('11850-06-00'); a birth outranks an adoption. */
export function birthDates(links: Iterable<GraphLink>): Map<string, string> {
  const born = new Map<string, string>();
  const adopted = new Map<string, string>();
  for (const link of links) {
    if (link.category === 'marriage' || !link.sort_date) continue;
    const into = link.category === 'parent' ? born : adopted;
    const known = into.get(link.to);
    if (known === undefined || link.sort_date < known) into.set(link.to, link.sort_date);
  }
  for (const [child, date] of adopted) if (!born.has(child)) born.set(child, date);
  return born;
}

/** Brothers and sisters oldest first, as family trees draw them; the undated after, by id so the order holds. */
export const byBirth =
  (born: ReadonlyMap<string, string>) =>
  (a: string, b: string): number => {
    const first = born.get(a);
    const second = born.get(b);
    if (first !== second) {
      if (first === undefined) return 1;
      if (second === undefined) return -1;
      return first < second ? -1 : 1;
    }
    return a < b ? -1 : a > b ? 1 : 0;
  };
