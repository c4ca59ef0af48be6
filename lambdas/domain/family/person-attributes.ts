import type { attributesRequest, AttributeView } from '@heirloom/shared/contracts/family';
import { readableDate } from '@heirloom/shared/rules/fuzzy-date';
import { attributeLabel, ORDINANCES, ordinanceDetails, PERSON_ATTRIBUTE_TAGS, TYPED_ATTRIBUTES } from '@heirloom/shared/rules/person-attributes';
import type { z } from 'zod';
import type { GedcomNode } from '../gedcom';
import { decodeKept, encodeKept, type KeptStructure } from '../genealogy-import/node-codec';
import type { FamilyDeps } from './deps';
import { requirePerson } from './people';
import { applyOrSuggest, type Editor } from './person-versions';
import type { PersonRecord } from './records';

/**
 * A person's attributes (title, occupation, education, religion...) live where the GEDCOM import
 * keeps the INDI substructures the tree does not model: the person's `gedcom.extras`. Reading them
 * from there and writing them back there means the export writes them as they came, with their
 * sources, notes and anything else under them, and an edit changes only what was edited. A person
 * made in the app gets the same `gedcom.extras` when given a fact.
 */

const ATTRIBUTE_TAGS: ReadonlySet<string> = new Set(PERSON_ATTRIBUTE_TAGS);
const isAttribute = (kept: KeptStructure) => kept.path === '' && ATTRIBUTE_TAGS.has(kept.node.tag);
const childValue = (node: GedcomNode, tag: string) => node.children.find((c) => c.tag === tag)?.value?.trim() ?? '';

/** Attribute ids are their order among the person's attributes: 'a0', 'a1'... (fresh after each save). */
const attributeId = (position: number) => `a${position}`;

function attributesOf(person: PersonRecord): { kept: KeptStructure[]; attributes: Array<{ id: string; node: GedcomNode }> } {
  const kept = decodeKept(person.gedcom?.extras, 1);
  const attributes = kept.filter(isAttribute).map((entry, position) => ({ id: attributeId(position), node: entry.node }));
  return { kept, attributes };
}

function toView(id: string, node: GedcomNode): AttributeView {
  const view: AttributeView = { id, tag: node.tag, label: attributeLabel(node.tag), value: node.value ?? '', type: childValue(node, 'TYPE'), date: childValue(node, 'DATE'), place: childValue(node, 'PLAC') };
  const details = ORDINANCES.has(node.tag) ? ordinanceDetails(childValue(node, 'TEMP'), childValue(node, 'STAT')) : '';
  return details ? { ...view, details } : view;
}

/** The facts kept in a person's (or a kept version's) GEDCOM extras, one readable line each. */
export function factLines(extras: string | null | undefined): string[] {
  return decodeKept(extras ?? undefined, 1)
    .filter(isAttribute)
    .map(({ node }) => {
      const view = toView('', node);
      // The date as the person page shows it ('20 Jan 1961 to 22 Nov 1963'), not as the file spelt it.
      const details = [view.type, view.value, view.date && readableDate(view.date), view.place, view.details].filter(Boolean).join(', ');
      return details ? `${view.label}: ${details}` : view.label;
    });
}

/**
 * For a merge: the kept person's GEDCOM extras with the other person's attributes added (those the
 * kept person does not already have, line for line), so no title or occupation is lost.
 */
export function extrasWithAttributesOf(keep: PersonRecord, gone: PersonRecord): string | undefined {
  const kept = decodeKept(keep.gedcom?.extras, 1);
  const known = new Set(kept.filter(isAttribute).map((entry) => encodeKept([entry])));
  const added = decodeKept(gone.gedcom?.extras, 1).filter((entry) => isAttribute(entry) && !known.has(encodeKept([entry])));
  return added.length ? encodeKept([...kept, ...added]) : keep.gedcom?.extras;
}

/** The attributes as the merge screen lists them. */
export const attributeViewsOf = (person: PersonRecord): AttributeView[] => attributesOf(person).attributes.map(({ id, node }) => toView(id, node));

export async function personAttributes(deps: FamilyDeps, ownerId: string, personId: string): Promise<AttributeView[]> {
  return attributesOf(await requirePerson(deps, ownerId, personId)).attributes.map(({ id, node }) => toView(id, node));
}

/** Sets (or, for '', removes) a child line such as DATE or PLAC, keeping what sits under it. */
function setChild(node: GedcomNode, tag: string, value: string): void {
  const index = node.children.findIndex((c) => c.tag === tag);
  if (!value) {
    if (index >= 0) node.children.splice(index, 1);
    return;
  }
  if (index >= 0) {
    if (node.children[index]!.value?.trim() !== value) node.children[index] = { ...node.children[index]!, value };
    return;
  }
  // GEDCOM's order: TYPE first, then DATE, then PLAC, then the rest (sources, notes).
  const order = ['TYPE', 'DATE', 'PLAC'];
  const before = node.children.findIndex((c) => !order.includes(c.tag) || order.indexOf(c.tag) > order.indexOf(tag));
  const line: GedcomNode = { level: node.level + 1, tag, value, line: 0, children: [] };
  node.children.splice(before < 0 ? node.children.length : before, 0, line);
}

function applyInput(node: GedcomNode, input: z.output<typeof attributesRequest>['attributes'][number]): GedcomNode {
  const next: GedcomNode = { ...node, tag: input.tag, children: node.children.map((c) => ({ ...c })) };
  const value = input.value.trim();
  if ((node.value ?? '').trim() !== value) {
    if (value) next.value = value;
    else delete next.value;
  }
  setChild(next, 'TYPE', TYPED_ATTRIBUTES.has(input.tag) ? input.type.trim() : childValue(node, 'TYPE'));
  setChild(next, 'DATE', input.date.trim());
  setChild(next, 'PLAC', input.place.trim());
  return next;
}

/**
 * POST /person/{id}/attributes: the whole list. An entry with the id of one the person has edits
 * it in place (its sources and notes stay); one without an id is added; one left out or marked
 * deleted is removed. Other kept GEDCOM structures are untouched. A change is a new version of the
 * person, like a change of name (person-versions.ts): a relative's edit never overwrites unseen.
 */
export async function saveAttributes(deps: FamilyDeps, ownerId: string, editor: Editor, personId: string, request: z.output<typeof attributesRequest>): Promise<AttributeView[]> {
  const person = await requirePerson(deps, ownerId, personId);
  const { kept, attributes } = attributesOf(person);
  const wanted = new Map(request.attributes.filter((input) => input.id && !input.deleted).map((input) => [input.id!, input]));
  const byNode = new Map(attributes.map(({ id, node }) => [node, id]));
  const next: KeptStructure[] = [];
  for (const entry of kept) {
    if (!isAttribute(entry)) {
      next.push(entry);
      continue;
    }
    const input = wanted.get(byNode.get(entry.node)!);
    if (input) next.push({ path: '', node: applyInput(entry.node, input) });
  }
  const known = new Set(byNode.values());
  for (const input of request.attributes.filter((candidate) => !candidate.deleted && !(candidate.id && known.has(candidate.id)))) {
    next.push({ path: '', node: applyInput({ level: 1, tag: input.tag, line: 0, children: [] }, input) });
  }
  const extras = encodeKept(next);
  const unchanged = (extras ?? '') === (person.gedcom?.extras ?? '');
  if (!unchanged) {
    const gedcom = { ...(person.gedcom ?? {}) };
    if (extras) gedcom.extras = extras;
    else delete gedcom.extras;
    // A member's change to a person someone else maintains waits for review: the facts stay as they were.
    if ((await applyOrSuggest(deps, person, { ...person, gedcom }, editor)).suggested) return kept.filter(isAttribute).map((entry, position) => toView(attributeId(position), entry.node));
  }
  return next.filter(isAttribute).map((entry, position) => toView(attributeId(position), entry.node));
}
