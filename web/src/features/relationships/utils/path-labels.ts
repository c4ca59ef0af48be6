import type { PersonSummary } from '@heirloom/shared/contracts/family';
import type { RelationshipView } from '@heirloom/shared/contracts/relationships';

/** A person's name, or what to call someone without one. */
export const nameOf = (person: { name: string }) => person.name.trim() || 'Unnamed person';

/**
 * Each path's button: its words, and where the words repeat (an old family reaches a cousin through
 * several couples, or one couple by two routes) someone this path goes through and the others with
 * those words do not: a common ancestor, else the first person where it parts from them. Labels that
 * would still read alike are numbered, so no two buttons look the same.
 */
export function pathLabels(relationships: readonly RelationshipView[], people: ReadonlyMap<string, PersonSummary>): string[] {
  const labels = relationships.map((relationship) => {
    const others = relationships.filter((other) => other !== relationship && other.term === relationship.term);
    if (others.length === 0) return relationship.term;
    const candidates = [...relationship.common_ancestors, ...relationship.path.slice(1, -1)];
    const through = candidates.find((id) => people.has(id) && others.every((other) => !other.path.includes(id))) ?? relationship.common_ancestors[0];
    const person = through ? people.get(through) : undefined;
    return person ? `${relationship.term} · through ${nameOf(person)}` : relationship.term;
  });
  return labels.map((label, index) => {
    const alike = labels.filter((other) => other === label).length;
    return alike < 2 ? label : `${label} (${labels.slice(0, index + 1).filter((other) => other === label).length} of ${alike})`;
  });
}
