import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { createEvent, saveEvent } from '../../../lambdas/domain/family/events';
import { newId } from '../../../lambdas/domain/family/ids';
import { findKinPaths } from '../../../lambdas/domain/family/kin-search';
import { KinshipReader } from '../../../lambdas/domain/family/kinship';
import { createPerson, forgetPeople } from '../../../lambdas/domain/family/people';
import { relationshipBetween } from '../../../lambdas/domain/family/relationship-between';
import { relativesByFilter } from '../../../lambdas/domain/family/relative-filters';
import type { RelativesQuery } from '@heirloom/shared/contracts/relationships';
import { MemoryFamilyStore } from './memory-family-store';

/** How are we related? The bounded search and the use case over the in-memory store. */

const OWNER = 'owner';

async function tree() {
  const store = new MemoryFamilyStore();
  const deps: FamilyDeps = { store, now: () => 0, newId };
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
      participants: roles.map(([r, p]) => ({ event_role: r as never, person: p })),
    });
  };
  const born = (child: string, ...parents: string[]) => event('birth', [['child', child], ...parents.map((p) => ['parent', p] as [string, string])]);
  const married = (a: string, b: string, type = 'marriage') => event(type, [['spouse', a], ['spouse', b]]);
  const terms = async (personId: string, otherId: string, me: string | null = null) => (await relationshipBetween(deps, OWNER, personId, otherId, me)).relationships.map((r) => r.term);
  return { deps, store, person, event, born, married, terms };
}

/**
 *          Gramps(M) = Granny(F)
 *        /          |          \
 *   Dad(M)=Mum(F)  Aunt(F)=Ted(M)  Uncle(M)
 *      |                |
 *   Me(F)=Sam(M)     Cousin(M)
 *      |                |
 *   Kid(F)           Cousin's son
 * Dad later has Half(M) with Lisa(F); Lisa brings Stepsis(F) from before.
 */
async function family() {
  const t = await tree();
  const [gramps, granny, dad, mum, aunt, ted, uncle, me, sam, cousin, cousinSon, kid, lisa, half, stepsis, samsMum] = [
    await t.person('Gramps', 'Male'),
    await t.person('Granny', 'Female'),
    await t.person('Dad', 'Male'),
    await t.person('Mum', 'Female'),
    await t.person('Aunt', 'Female'),
    await t.person('Ted', 'Male'),
    await t.person('Uncle', 'Male'),
    await t.person('Me', 'Female'),
    await t.person('Sam', 'Male'),
    await t.person('Cousin', 'Male'),
    await t.person('Son', 'Male'),
    await t.person('Kid', 'Female'),
    await t.person('Lisa', 'Female'),
    await t.person('Half', 'Male'),
    await t.person('Stepsis', 'Female'),
    await t.person('Rita', 'Female'),
  ];
  await t.married(gramps, granny);
  for (const child of [dad, aunt, uncle]) await t.born(child, gramps, granny);
  await t.married(dad, mum, 'Divorce');
  await t.married(aunt, ted);
  await t.married(me, sam);
  await t.married(dad, lisa);
  await t.born(me, dad, mum);
  await t.born(cousin, aunt, ted);
  await t.born(cousinSon, cousin);
  await t.born(kid, me, sam);
  await t.born(half, dad, lisa);
  await t.born(stepsis, lisa);
  await t.born(sam, samsMum);
  return { ...t, gramps, granny, dad, mum, aunt, ted, uncle, me, sam, cousin, cousinSon, kid, lisa, half, stepsis, samsMum };
}

describe('how two people are related', () => {
  it('names blood relatives from the second person: parents, grandparents, aunts, cousins, removed cousins', async () => {
    const f = await family();
    expect(await f.terms(f.dad, f.me)).toEqual(['father']);
    expect(await f.terms(f.me, f.dad)).toEqual(['daughter']);
    expect(await f.terms(f.granny, f.kid)).toEqual(['great-grandmother']);
    expect(await f.terms(f.aunt, f.me)).toEqual(['aunt']);
    expect(await f.terms(f.me, f.uncle)).toEqual(['niece']);
    expect(await f.terms(f.cousin, f.me)).toEqual(['first cousin']);
    expect(await f.terms(f.cousinSon, f.me)).toEqual(['first cousin once removed']);
    expect(await f.terms(f.kid, f.cousinSon)).toEqual(['second cousin']);
  });

  it('tells half, step and in-law relations, and never calls a parent a step-parent', async () => {
    const f = await family();
    expect(await f.terms(f.half, f.me)).toEqual(['half brother']);
    expect(await f.terms(f.lisa, f.me)).toEqual(['stepmother']);
    expect(await f.terms(f.stepsis, f.me)).toEqual(['stepsister']);
    expect(await f.terms(f.me, f.lisa)).toEqual(['stepdaughter']);
    // Mum is Dad's ex-wife and Me's mother: only "mother", not "father's ex-wife".
    expect(await f.terms(f.mum, f.me)).toEqual(['mother']);
    expect(await f.terms(f.mum, f.dad)).toEqual(['ex-wife']);
    expect(await f.terms(f.sam, f.dad)).toEqual(['son-in-law']);
    expect(await f.terms(f.dad, f.sam)).toEqual(['father-in-law']);
    expect(await f.terms(f.samsMum, f.me)).toEqual(['mother-in-law']);
    expect(await f.terms(f.uncle, f.sam)).toEqual(['uncle-in-law']);
    expect(await f.terms(f.ted, f.me)).toEqual(['uncle by marriage']);
    expect(await f.terms(f.sam, f.cousin)).toEqual(['first cousin-in-law']);
  });

  it('gives every path, closest first, when two people are related twice over', async () => {
    const f = await family();
    // The cousin marries Stepsis: she is now his wife, and still Me's step-sister.
    await f.married(f.cousin, f.stepsis);
    expect(await f.terms(f.stepsis, f.cousin)).toEqual(['wife']);
    expect(await f.terms(f.stepsis, f.me)).toEqual(['stepsister', 'first cousin-in-law']);
  });

  it('says "your" about the reader’s own person, and the name otherwise, with the path to draw', async () => {
    const f = await family();
    const answer = await relationshipBetween(f.deps, OWNER, f.cousin, f.me, f.me);
    expect(answer.relationships[0]).toMatchObject({ phrase: 'your first cousin', kind: 'blood' });
    expect(answer.relationships[0]!.chain).toBe('father’s sister’s son');
    // Through one of the couple at the top (either), who are both the common ancestors.
    const [, , top] = answer.relationships[0]!.path;
    expect(answer.relationships[0]!.path).toEqual([f.me, f.dad, top === f.gramps ? f.gramps : f.granny, f.aunt, f.cousin]);
    expect(answer.relationships[0]!.links).toEqual(['parent', 'parent', 'child', 'child']);
    expect([...answer.relationships[0]!.common_ancestors].sort()).toEqual([f.gramps, f.granny].sort());
    expect(answer.people.map((p) => p.name)).toEqual(['Me Lee', 'Dad Lee', top === f.gramps ? 'Gramps Lee' : 'Granny Lee', 'Aunt Lee', 'Cousin Lee']);
    expect((await relationshipBetween(f.deps, OWNER, f.cousin, f.me, null)).relationships[0]!.phrase).toBe('Me Lee’s first cousin');
    expect((await relationshipBetween(f.deps, OWNER, f.me, f.me, f.me)).relationships[0]).toMatchObject({ term: 'self', phrase: 'you' });
  });

  it('leaves out paths through people removed from view, and says who is not in the tree', async () => {
    const f = await family();
    await forgetPeople(f.deps, OWNER, [f.aunt]);
    expect(await f.terms(f.cousin, f.me)).toEqual([]);
    await expect(relationshipBetween(f.deps, OWNER, 'nobody', f.me, null)).rejects.toThrow('That person is not in your family tree');
  });

  it('answers an unrelated pair with no relationships', async () => {
    const f = await family();
    const stranger = await f.person('Stranger');
    expect(await f.terms(stranger, f.me)).toEqual([]);
  });
});

describe('the bounded search', () => {
  /** A long line of descent: person i is the only child of person i-1. */
  async function line(length: number) {
    const t = await tree();
    const ids: string[] = [];
    for (let i = 0; i < length; i++) ids.push(await t.person(`P${i}`, 'Male'));
    for (let i = 1; i < length; i++) await t.born(ids[i]!, ids[i - 1]!);
    return { ...t, ids };
  }

  it('finds eighth cousins across nine generations each way', async () => {
    const t = await tree();
    const top = await t.person('Top', 'Male');
    const topWife = await t.person('TopWife', 'Female');
    const lines: string[][] = [[], []];
    for (const branch of [0, 1]) {
      let parent = top;
      for (let g = 1; g <= 9; g++) {
        const child = await t.person(`B${branch}G${g}`, g === 9 && branch === 1 ? 'Female' : 'Male');
        await (parent === top ? t.born(child, top, topWife) : t.born(child, parent));
        lines[branch]!.push(child);
        parent = child;
      }
    }
    expect(await t.terms(lines[1]![8]!, lines[0]![8]!)).toEqual(['eighth cousin']);
    expect(await t.terms(lines[1]![7]!, lines[0]![8]!)).toEqual(['seventh cousin once removed']);
  });

  it('tells a relative through a marriage in the middle of the path as a chain of words (an aunt’s husband’s mother)', async () => {
    const f = await family();
    const tess = await f.person('Tess', 'Female');
    await f.born(f.ted, tess);
    const answer = await relationshipBetween(f.deps, OWNER, tess, f.me, null);
    expect(answer.relationships.map((r) => [r.term, r.kind])).toEqual([['father’s sister’s husband’s mother', 'chain']]);
    expect(answer.relationships[0]!.path).toEqual([f.me, f.dad, f.gramps, f.aunt, f.ted, tess]);
    expect(answer.relationships[0]!.links).toEqual(['parent', 'parent', 'child', 'spouse', 'parent']);
    // And the other way round: Tess's son's wife's brother's daughter.
    expect((await relationshipBetween(f.deps, OWNER, f.me, tess, null)).relationships[0]!.chain).toBe('son’s wife’s brother’s daughter');
  });

  it('reads the two ancestries, not the tree: a person far down a long line is found by climbing from them only', async () => {
    const { deps, ids } = await line(40);
    const reads = new Set<string>();
    const reader = new KinshipReader({
      participationsOf: (id) => {
        reads.add(id);
        return deps.store.participationsOf(OWNER, id);
      },
      participantsOf: (eventId) => deps.store.participantsOf(OWNER, eventId),
    });
    const found = await findKinPaths(reader, ids[30]!, ids[27]!);
    expect(found).toHaveLength(1);
    expect(found[0]!.people).toEqual([ids[30], ids[29], ids[28], ids[27]]);
    // Everyone read is on the line between them or one of their own (no one above 26, nor below 31).
    expect([...reads].every((id) => ids.indexOf(id) >= 26 && ids.indexOf(id) <= 31)).toBe(true);
    // Beyond ten generations, nothing is found.
    expect(await findKinPaths(reader, ids[39]!, ids[20]!)).toEqual([]);
  });
});

describe('relatives as people-list filters', () => {
  const names = async (f: Awaited<ReturnType<typeof family>>, personId: string, query: Partial<RelativesQuery> & Pick<RelativesQuery, 'relation'>) =>
    (await relativesByFilter(f.deps, OWNER, personId, { degree: 1, ...query })).people.map((p) => p.names[0]!.first_name);

  it('lists ancestors and descendants nearest first, aunts and uncles with their partners, cousins by degree, in-laws and a branch', async () => {
    const f = await family();
    expect(await names(f, f.kid, { relation: 'ancestors' })).toEqual(['Me', 'Sam', 'Dad', 'Mum', 'Rita', 'Gramps', 'Granny']);
    expect(await names(f, f.gramps, { relation: 'descendants' })).toEqual(['Aunt', 'Dad', 'Uncle', 'Cousin', 'Half', 'Me', 'Kid', 'Son']);
    expect(await names(f, f.me, { relation: 'aunts-uncles' })).toEqual(['Aunt', 'Uncle', 'Ted']);
    expect(await names(f, f.me, { relation: 'cousins' })).toEqual(['Cousin']);
    expect(await names(f, f.kid, { relation: 'cousins', degree: 2 })).toEqual(['Son']);
    expect(await names(f, f.kid, { relation: 'cousins', degree: 3 })).toEqual([]);
    expect(await names(f, f.me, { relation: 'in-laws' })).toEqual(['Rita']);
    expect(await names(f, f.sam, { relation: 'in-laws' })).toEqual(['Dad', 'Half', 'Mum']);
    expect(await names(f, f.dad, { relation: 'in-laws' })).toEqual(['Sam', 'Ted']);
    expect(await names(f, f.dad, { relation: 'branch', partner_id: f.mum })).toEqual(['Me', 'Kid']);
    await expect(relativesByFilter(f.deps, OWNER, f.dad, { relation: 'branch', degree: 1, partner_id: f.ted })).rejects.toThrow('no children together');
  });

  it('pages 50 at a time and leaves out people removed from view', async () => {
    const t = await tree();
    const parent = await t.person('Parent');
    const children: string[] = [];
    for (let i = 0; i < 55; i++) children.push(await t.person(`Child${String(i).padStart(2, '0')}`));
    await t.event('birth', [...children.map((c) => ['child', c] as [string, string]), ['parent', parent]]);
    await forgetPeople(t.deps, OWNER, [children[0]!]);
    const first = await relativesByFilter(t.deps, OWNER, parent, { relation: 'descendants', degree: 1 });
    expect(first.people).toHaveLength(50);
    expect(first.cursor).toMatch(/^g0\./);
    const second = await relativesByFilter(t.deps, OWNER, parent, { relation: 'descendants', degree: 1, cursor: first.cursor! });
    expect(second.people.map((p) => p.names[0]!.first_name)).toEqual(['Child51', 'Child52', 'Child53', 'Child54']);
    expect(second.cursor).toBeNull();
    expect([...first.people, ...second.people].some((p) => p.id === children[0])).toBe(false);
    // The cursor is the last person shown, not an offset: someone added before it moves nothing.
    const early = await t.person('Child00a');
    await t.event('birth', [['child', early], ['parent', parent]]);
    const again = await relativesByFilter(t.deps, OWNER, parent, { relation: 'descendants', degree: 1, cursor: first.cursor! });
    expect(again.people.map((p) => p.names[0]!.first_name)).toEqual(['Child51', 'Child52', 'Child53', 'Child54']);
    await expect(relativesByFilter(t.deps, OWNER, parent, { relation: 'descendants', degree: 1, cursor: 'g0.bm90LWpzb24' })).rejects.toThrow('That page is not valid');
  });
});
