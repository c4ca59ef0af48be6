import type { GraphLink, GraphNode, GraphResponse } from '@heirloom/shared/contracts/family';
import { birthDates } from './birth-order';
import type { MarriageStatus } from './layout-input';

const linkKey = (link: GraphLink) => `${link.category}|${link.from}|${link.to}|${link.labelKeys[0] ?? ''}`;

/**
 * Everyone the browser has been told about by the tree graphs it fetched, merged: people, the
 * links between them, and which people are complete (all their parents, children and partners
 * are known: the server marks the others 'lookup'). The tree around any complete person whose
 * parents are complete can be drawn from here at once, without asking the server, which is what
 * makes re-centring immediate.
 *
 * A graph describes each of its complete people in full, so their links are replaced by the
 * graph's (an edit elsewhere shows up on the next fetch); links of people it only reached at its
 * edge are added to.
 */
export class KnownFamily {
  private readonly people = new Map<string, GraphNode>();
  private readonly complete = new Set<string>();
  private readonly links = new Map<string, GraphLink>();
  private readonly linksOf = new Map<string, Set<string>>();
  private listeners = new Set<() => void>();
  /** Changes whenever a merge changes anything; for React's external store. */
  version = 0;

  merge(graph: GraphResponse): void {
    for (const node of graph.nodes) {
      if (node.category !== 'person') continue;
      for (const key of [...(this.linksOf.get(node.key) ?? [])]) this.dropLink(key);
    }
    for (const node of graph.nodes) {
      const known = this.people.get(node.key);
      if (node.category === 'person') this.complete.add(node.key);
      this.people.set(node.key, { ...node, category: node.category === 'person' || known?.category === 'person' ? 'person' : 'lookup' });
    }
    for (const link of graph.links) this.addLink(link);
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  person(id: string): GraphNode | undefined {
    return this.people.get(id);
  }

  isComplete(id: string): boolean {
    return this.complete.has(id);
  }

  /**
   * Whether the tree around `id` can be drawn from what is known: the person's relatives and
   * their parents' relatives (grandparents and brothers and sisters) are all known.
   */
  canDraw(id: string): boolean {
    return this.complete.has(id) && this.parentGroups(id).every((group) => group.parents.every((parent) => this.complete.has(parent)));
  }

  /** The person's parents, one group per event that made them parents (a birth, an adoption); births first. */
  parentGroups(childId: string): Array<{ parents: string[]; adoptive: boolean }> {
    const groups = new Map<string, { parents: Set<string>; adoptive: boolean }>();
    for (const link of this.linksTouching(childId)) {
      if (link.category === 'marriage' || link.to !== childId || !this.people.has(link.from)) continue;
      const key = `${link.category}#${link.labelKeys[0] ?? link.from}`;
      const group = groups.get(key) ?? { parents: new Set<string>(), adoptive: link.category === 'adoptive parent' };
      group.parents.add(link.from);
      groups.set(key, group);
    }
    const unique = new Map<string, { parents: string[]; adoptive: boolean }>();
    for (const group of groups.values()) {
      const parents = [...group.parents].sort();
      const id = parents.join('+');
      if (!unique.has(id)) unique.set(id, { parents, adoptive: group.adoptive });
    }
    return [...unique.values()].sort((a, b) => Number(a.adoptive) - Number(b.adoptive) || b.parents.length - a.parents.length);
  }

  /** When each known child was born (birth-order.ts), for drawing brothers and sisters oldest first. */
  birthDates(): Map<string, string> {
    return birthDates(this.links.values());
  }

  /** The person's children, each with the other parent of the birth (or adoption), if known. */
  childrenOf(parentId: string): Array<{ child: string; otherParents: string[] }> {
    const result: Array<{ child: string; otherParents: string[] }> = [];
    const seen = new Set<string>();
    for (const link of this.linksTouching(parentId)) {
      if (link.category === 'marriage' || link.from !== parentId || seen.has(link.to) || !this.people.has(link.to)) continue;
      seen.add(link.to);
      const group = this.parentGroups(link.to).find((g) => g.parents.includes(parentId));
      result.push({ child: link.to, otherParents: (group?.parents ?? []).filter((id) => id !== parentId) });
    }
    return result;
  }

  /** The person's partners (marriage links, and the other parents of their children) with the couple's status. */
  partnersOf(personId: string): Array<{ partner: string; status: MarriageStatus }> {
    const partners = new Map<string, MarriageStatus>();
    for (const link of this.linksTouching(personId)) {
      if (link.category !== 'marriage') continue;
      const other = link.from === personId ? link.to : link.from;
      if (this.people.has(other)) partners.set(other, link.status);
    }
    for (const { otherParents } of this.childrenOf(personId)) for (const other of otherParents) if (!partners.has(other)) partners.set(other, 'other');
    return [...partners].map(([partner, status]) => ({ partner, status }));
  }

  private linksTouching(id: string): GraphLink[] {
    return [...(this.linksOf.get(id) ?? [])].map((key) => this.links.get(key)!).filter(Boolean);
  }

  private addLink(link: GraphLink) {
    if (link.from === link.to) return;
    const key = linkKey(link);
    this.links.set(key, link);
    for (const end of [link.from, link.to]) {
      const set = this.linksOf.get(end) ?? new Set<string>();
      set.add(key);
      this.linksOf.set(end, set);
    }
  }

  private dropLink(key: string) {
    const link = this.links.get(key);
    if (!link) return;
    this.links.delete(key);
    this.linksOf.get(link.from)?.delete(key);
    this.linksOf.get(link.to)?.delete(key);
  }
}
