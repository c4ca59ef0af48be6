import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { createEvent, saveEvent } from '../../../lambdas/domain/family/events';
import { newId } from '../../../lambdas/domain/family/ids';
import { createPerson, forgetPeople } from '../../../lambdas/domain/family/people';
import { familyGraph, GRAPH_MAX_NODES, relatives } from '../../../lambdas/domain/family/relationships';
import { MemoryFamilyStore } from './memory-family-store';

/** The tree graphs and the photo-filter relatives, through the use cases on the in-memory store. */

const OWNER = 'owner';

async function tree() {
  const deps: FamilyDeps = { store: new MemoryFamilyStore(), now: () => 0, newId };
  const person = async (first: string, sex = '') => (await createPerson(deps, OWNER, OWNER, { names: [{ name_type: 'Birth Name', prefix: '', first_name: first, middle_name: '', last_name: 'Lee', suffix: '' }], sex })).id;
  const event = async (type: string, roles: Array<[string, string]>) => {
    const [role, personId] = roles[0]!;
    const { event } = await createEvent(deps, OWNER, { event_type: type, person_id: personId, event_role: role as never, start_date: '', end_date: '', name: '', location: '' });
    await saveEvent(deps, OWNER, event.id, {
      event_type: type,
      name: '',
      auto_name: true,
      start_date: '',
      end_date: '',
      location: '',
      participants: roles.map(([r, person]) => ({ event_role: r as never, person })),
    });
    return event.id;
  };
  return { deps, person, event };
}

describe('family graphs', () => {
  it("give each card the icon the people list shows: a face's crop or a photo by the thumbnail route, an address as it is", async () => {
    const { deps, person, event } = await tree();
    const [dad, me, kid] = [await person('Dad'), await person('Me'), await person('Kid')];
    await event('birth', [['child', me], ['parent', dad]]);
    await event('birth', [['child', kid], ['parent', me]]);
    const icons: Record<string, string> = { [dad]: 'face.F1', [me]: 'https://example.com/me.jpg' };
    for (const [id, thumbnail] of Object.entries(icons)) {
      const record = (await deps.store.getPerson(OWNER, id))!;
      await deps.store.putPerson({ ...record, thumbnail }, record);
    }
    const graph = await familyGraph(deps, OWNER, me, 'relationships', 4);
    const iconOf = (id: string) => graph.nodes.find((node) => node.key === id)!.person_thumbnail_url;
    expect(iconOf(dad)).toEqual([`/api/person/${dad}/thumbnail?v=face.F1`]);
    expect(iconOf(me)).toEqual(['https://example.com/me.jpg']);
    expect(iconOf(kid)).toEqual([]);
  });

  it('walks ancestors up, descendents down, and the relationships graph both ways with partners', async () => {
    const { deps, person, event } = await tree();
    const [g1, g2, dad, mum, me, kid, partner] = [await person('G1', 'Male'), await person('G2', 'Female'), await person('Dad', 'Male'), await person('Mum', 'Female'), await person('Me'), await person('Kid'), await person('Partner')];
    await event('birth', [['child', dad], ['parent', g1], ['parent', g2]]);
    await event('birth', [['child', me], ['parent', dad], ['parent', mum]]);
    await event('birth', [['child', kid], ['parent', me], ['parent', partner]]);
    await event('marriage', [['spouse', dad], ['spouse', mum]]);

    const ancestors = await familyGraph(deps, OWNER, me, 'ancestors', 4);
    expect(ancestors.nodes.map((n) => n.key).sort()).toEqual([g1, g2, dad, mum, me].sort());
    expect(ancestors.links.map((l) => `${l.from}>${l.to}:${l.category}`).sort()).toEqual(
      [`${dad}>${me}:parent`, `${mum}>${me}:parent`, `${g1}>${dad}:parent`, `${g2}>${dad}:parent`].sort(),
    );
    const descendents = await familyGraph(deps, OWNER, g1, 'descendents', 4);
    expect(descendents.nodes.map((n) => n.key).sort()).toEqual([g1, dad, me, kid].sort());

    const around = await familyGraph(deps, OWNER, me, 'relationships', 4);
    expect(around.nodes.map((n) => n.key).sort()).toEqual([g1, g2, dad, mum, me, kid, partner].sort());
    const couples = around.links.filter((l) => l.category === 'marriage');
    expect(couples.map((l) => [[l.from, l.to].sort().join('+'), l.status]).sort()).toEqual(
      [
        [[dad, mum].sort().join('+'), 'married'],
        [[me, partner].sort().join('+'), 'other'],
        [[g1, g2].sort().join('+'), 'other'],
      ].sort(),
    );
  });

  it('stops at the depth and marks the people whose relatives lie beyond as lookup nodes', async () => {
    const { deps, person, event } = await tree();
    const [a, b, c, d] = [await person('A'), await person('B'), await person('C'), await person('D')];
    await event('birth', [['child', b], ['parent', a]]);
    await event('birth', [['child', c], ['parent', b]]);
    await event('birth', [['child', d], ['parent', c]]);
    const graph = await familyGraph(deps, OWNER, d, 'ancestors', 2);
    expect(Object.fromEntries(graph.nodes.map((n) => [n.key, n.category]))).toEqual({ [d]: 'person', [c]: 'person', [b]: 'lookup' });
  });

  it('gives people at the edge whose relatives are all in the graph their links to each other (a "person" node comes with all its links)', async () => {
    const { deps, person, event } = await tree();
    const [dad, mum, me, brother] = [await person('Dad', 'Male'), await person('Mum', 'Female'), await person('Me'), await person('Brother')];
    await event('birth', [['child', me], ['parent', dad], ['parent', mum]]);
    await event('birth', [['child', brother], ['parent', dad], ['parent', mum]]);
    await event('marriage', [['spouse', dad], ['spouse', mum]]);
    // One step from Dad: Mum, Me and Brother are at the edge, with no relatives beyond it.
    const graph = await familyGraph(deps, OWNER, dad, 'relationships', 1);
    expect(graph.nodes.every((n) => n.category === 'person')).toBe(true);
    const links = graph.links.map((l) => `${l.from}>${l.to}:${l.category}`).sort();
    expect(links).toEqual(
      [`${dad}>${me}:parent`, `${dad}>${brother}:parent`, `${mum}>${me}:parent`, `${mum}>${brother}:parent`, `${[dad, mum].sort().join('>')}:marriage`].sort(),
    );
  });

  it('marks someone whose relatives did not all fit in the graph as a lookup node, so the tree fetches the rest around them', async () => {
    const { deps, person, event } = await tree();
    const parent = await person('Patriarch');
    const children: string[] = [];
    for (let index = 0; index < GRAPH_MAX_NODES + 2; index++) children.push(await person(`Child${index}`));
    await event('birth', [...children.map((child): [string, string] => ['child', child]), ['parent', parent]]);
    const graph = await familyGraph(deps, OWNER, parent, 'relationships', 1);
    expect(graph.nodes).toHaveLength(GRAPH_MAX_NODES);
    expect(graph.nodes.find((n) => n.key === parent)?.category).toBe('lookup');
  });

  it('visits each person once when a file makes someone their own ancestor, or cousins marry', async () => {
    const { deps, person, event } = await tree();
    const [a, b, c, cousin1, cousin2, child] = [await person('A'), await person('B'), await person('C'), await person('Cousin1'), await person('Cousin2'), await person('Child')];
    await event('birth', [['child', b], ['parent', a]]);
    await event('birth', [['child', c], ['parent', b]]);
    await event('birth', [['child', a], ['parent', c]]); // a cycle
    await event('birth', [['child', cousin1], ['parent', a]]);
    await event('birth', [['child', cousin2], ['parent', a]]);
    await event('marriage', [['spouse', cousin1], ['spouse', cousin2]]);
    await event('birth', [['child', child], ['parent', cousin1], ['parent', cousin2]]);
    for (const kind of ['ancestors', 'descendents', 'relationships'] as const) {
      const graph = await familyGraph(deps, OWNER, child, kind, 12);
      const keys = graph.nodes.map((n) => n.key);
      expect(new Set(keys).size, kind).toBe(keys.length);
      const links = graph.links.map((l) => `${l.from}>${l.to}>${l.category}`);
      expect(new Set(links).size, kind).toBe(links.length);
    }
    expect((await familyGraph(deps, OWNER, child, 'ancestors', 12)).nodes).toHaveLength(6);
  });

  it('dates each parent link by its birth, for drawing children oldest first', async () => {
    const { deps, person, event } = await tree();
    const [mum, older, undated] = [await person('Mum'), await person('Older'), await person('Undated')];
    const birth = await event('birth', [['child', older], ['parent', mum]]);
    const saved = await saveEvent(deps, OWNER, birth, { event_type: 'birth', name: '', auto_name: true, start_date: '12 May 1890', end_date: '', location: '', participants: [{ event_role: 'child', person: older }, { event_role: 'parent', person: mum }] });
    await event('birth', [['child', undated], ['parent', mum]]);
    const graph = await familyGraph(deps, OWNER, mum, 'descendents');
    const dateOf = (child: string) => graph.links.find((link) => link.to === child)?.sort_date;
    expect(saved.sort_date).toContain('1890');
    expect(dateOf(older)).toBe(saved.sort_date);
    expect(dateOf(undated)).toBeNull();
  });

  it('gives each person the years of their life, as their birth and death say', async () => {
    const { deps, person, event } = await tree();
    const [mum, son] = [await person('Mum'), await person('Son')];
    const dated = async (type: string, roles: Array<[string, string]>, date: string) => {
      const id = await event(type, roles);
      await saveEvent(deps, OWNER, id, { event_type: type, name: '', auto_name: true, start_date: date, end_date: '', location: '', participants: roles.map(([r, p]) => ({ event_role: r as never, person: p })) });
    };
    await dated('birth', [['child', son], ['parent', mum]], '12 May 1890');
    await dated('death', [['died', mum]], 'abt 1931');
    const graph = await familyGraph(deps, OWNER, son, 'ancestors');
    const spanOf = (id: string) => graph.nodes.find((node) => node.key === id)?.life_span;
    expect(spanOf(son)).toEqual({ born: 1890, died: null, deceased: false });
    expect(spanOf(mum)).toEqual({ born: null, died: 1931, deceased: true });
  });

  it('leaves out people removed from view', async () => {
    const { deps, person, event } = await tree();
    const [mum, me] = [await person('Mum'), await person('Me')];
    await event('birth', [['child', me], ['parent', mum]]);
    await forgetPeople(deps, OWNER, [mum]);
    const graph = await familyGraph(deps, OWNER, me, 'relationships');
    expect(graph.nodes.map((n) => n.key)).toEqual([me]);
    expect(graph.links).toEqual([]);
    expect(await relatives(deps, OWNER, me, 'Parents')).toEqual([]);
  });

  it('renames the events named automatically after them, leaving their names out', async () => {
    const { deps, person, event } = await tree();
    const [thomas, clara] = [await person('Thomas'), await person('Clara')];
    const marriage = await event('marriage', [['spouse', thomas], ['spouse', clara]]);
    expect((await deps.store.getEvents(OWNER, [marriage]))[0]!.name).toBe('Thomas Lee and Clara Lee married');
    await forgetPeople(deps, OWNER, [clara]);
    expect((await deps.store.getEvents(OWNER, [marriage]))[0]!.name).toBe('Thomas Lee married');
  });
});

describe('relatives for the photo filters', () => {
  it('answers each list with person ids', async () => {
    const { deps, person, event } = await tree();
    const [g, dad, mum, me, sis, kid, grandkid, niece] = await Promise.all(['G', 'Dad', 'Mum', 'Me', 'Sis', 'Kid', 'Grandkid', 'Niece'].map((n) => person(n)));
    await event('birth', [['child', dad!], ['parent', g!]]);
    await event('birth', [['child', me!], ['parent', dad!], ['parent', mum!]]);
    await event('birth', [['child', sis!], ['parent', dad!], ['parent', mum!]]);
    await event('Adoption', [['child', kid!], ['parent', me!]]);
    await event('birth', [['child', grandkid!], ['parent', kid!]]);
    await event('birth', [['child', niece!], ['parent', sis!]]);
    const list = async (name: Parameters<typeof relatives>[3]) => (await relatives(deps, OWNER, me!, name)).sort();
    expect(await list('Parents')).toEqual([dad, mum].sort());
    expect(await list('Grand Parents')).toEqual([g]);
    expect(await list('Siblings')).toEqual([sis]);
    expect(await list('Kids')).toEqual([kid]);
    expect(await list('Grand Kids')).toEqual([grandkid]);
    expect(await list('NiecesNephews')).toEqual([niece]);
  });
});
