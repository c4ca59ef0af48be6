import type { FanWedge } from './fan-layout';

const ordinal = (generation: number) => (generation === 3 ? 'great-' : generation === 4 ? 'great-great-' : `${generation - 2}× great-`);

/**
 * What an ancestor on the fan is to its person, from their place: 'Father', 'Grandmother (mother's
 * side)', 'Great-grandfather (father's side)', '3× great-grandmother (mother's side)'. The slot's
 * first bit is the side (the father's half on the left), its last the ancestor's own (left: a father).
 */
export function fanRelation(wedge: Pick<FanWedge, 'generation' | 'slot'>): string {
  const { generation, slot } = wedge;
  const male = slot % 2 === 0;
  if (generation === 1) return male ? 'Father' : 'Mother';
  const side = slot < 2 ** (generation - 1) ? "father's side" : "mother's side";
  const grand = male ? 'grandfather' : 'grandmother';
  if (generation === 2) return `${male ? 'Grandfather' : 'Grandmother'} (${side})`;
  const prefix = ordinal(generation);
  return `${prefix[0]!.toUpperCase()}${prefix.slice(1)}${grand} (${side})`;
}
