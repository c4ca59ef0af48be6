import { describe, expect, it } from 'vitest';
import { combineStatus, couplesOf, KinshipReader, parentLinksOf } from '../../../lambdas/domain/family/kinship';
import type { ParticipantRecord } from '../../../lambdas/domain/family/records';

/** Relationship rules read from events, with facts given directly (no store). */

const p = (eventId: string, eventType: string, personId: string, role: string): ParticipantRecord => ({
  ownerId: 'o',
  eventId,
  personId,
  role,
  eventType,
  sortDate: null,
  importKey: '-',
  importRun: null,
  gedcom: null,
});

function factsOf(participants: ParticipantRecord[]) {
  let calls = 0;
  const reader = new KinshipReader({
    participationsOf: async (personId) => {
      calls += 1;
      return participants.filter((x) => x.personId === personId);
    },
    participantsOf: async (eventId) => {
      calls += 1;
      return participants.filter((x) => x.eventId === eventId);
    },
  });
  return { reader, calls: () => calls };
}

describe('parent links', () => {
  it('a birth joins each child to each parent; an adoption makes adoptive parents', () => {
    const twins = [p('b', 'birth', 'kid1', 'child'), p('b', 'birth', 'kid2', 'child'), p('b', 'birth', 'mum', 'parent'), p('b', 'birth', 'dad', 'parent'), p('b', 'birth', 'nurse', 'present')];
    expect(parentLinksOf('birth', 'b', twins)).toEqual([
      { parentId: 'mum', childId: 'kid1', kind: 'parent', eventId: 'b', sortDate: null },
      { parentId: 'dad', childId: 'kid1', kind: 'parent', eventId: 'b', sortDate: null },
      { parentId: 'mum', childId: 'kid2', kind: 'parent', eventId: 'b', sortDate: null },
      { parentId: 'dad', childId: 'kid2', kind: 'parent', eventId: 'b', sortDate: null },
    ]);
    expect(parentLinksOf('Adoption', 'a', [p('a', 'Adoption', 'kid', 'child'), p('a', 'Adoption', 'mum', 'parent')])).toEqual([
      { parentId: 'mum', childId: 'kid', kind: 'adoptive parent', eventId: 'a', sortDate: null },
    ]);
    expect(parentLinksOf('death', 'd', [p('d', 'death', 'x', 'died')])).toEqual([]);
  });

  it('a person listed as their own parent is not their own parent', () => {
    expect(parentLinksOf('birth', 'b', [p('b', 'birth', 'x', 'child'), p('b', 'birth', 'x', 'parent')])).toEqual([]);
  });
});

describe('couples', () => {
  it('pairs the partners of couple events, whatever order they are named in', () => {
    expect(couplesOf('marriage', 'm', [p('m', 'marriage', 'b', 'spouse'), p('m', 'marriage', 'a', 'spouse'), p('m', 'marriage', 'g', 'guest')])).toEqual([
      { a: 'a', b: 'b', status: 'married', eventIds: ['m'] },
    ]);
    expect(couplesOf('Divorce', 'd', [p('d', 'Divorce', 'a', 'spouse'), p('d', 'Divorce', 'b', 'spouse')])[0]!.status).toBe('divorced');
    expect(couplesOf('Engagement', 'e', [p('e', 'Engagement', 'a', 'engaged'), p('e', 'Engagement', 'b', 'engaged')])[0]!.status).toBe('other');
    expect(couplesOf('Divorce Filed', 'f', [p('f', 'Divorce Filed', 'a', 'present'), p('f', 'Divorce Filed', 'b', 'present')])[0]!.status).toBe('divorced');
    expect(couplesOf('Census', 'c', [p('c', 'Census', 'a', 'census'), p('c', 'Census', 'b', 'census')])).toEqual([]);
  });

  it('divorce outranks marriage, which outranks an engagement', () => {
    expect(combineStatus('married', 'divorced')).toBe('divorced');
    expect(combineStatus('divorced', 'married')).toBe('divorced');
    expect(combineStatus('other', 'married')).toBe('married');
  });

  it('a couple with children but no marriage is a couple with status other; a divorce after the marriage shows', async () => {
    const facts = [
      p('b1', 'birth', 'kid', 'child'),
      p('b1', 'birth', 'ann', 'parent'),
      p('b1', 'birth', 'bob', 'parent'),
      p('m1', 'marriage', 'ann', 'spouse'),
      p('m1', 'marriage', 'cy', 'spouse'),
      p('d1', 'Divorce', 'ann', 'spouse'),
      p('d1', 'Divorce', 'cy', 'spouse'),
    ];
    const { reader } = factsOf(facts);
    const couples = await reader.couples('ann');
    expect(couples).toEqual(
      expect.arrayContaining([
        { a: 'ann', b: 'bob', status: 'other', eventIds: [] },
        { a: 'ann', b: 'cy', status: 'divorced', eventIds: ['m1', 'd1'] },
      ]),
    );
    expect(couples).toHaveLength(2);
  });
});

describe('relatives', () => {
  const family = [
    // grandparents g1 + g2 -> dad, aunt; dad + mum -> me, sis; half-brother by dad + other; aunt -> cousin; me -> kid (adopted)
    p('bDad', 'birth', 'dad', 'child'),
    p('bDad', 'birth', 'g1', 'parent'),
    p('bDad', 'birth', 'g2', 'parent'),
    p('bAunt', 'birth', 'aunt', 'child'),
    p('bAunt', 'birth', 'g1', 'parent'),
    p('bAunt', 'birth', 'g2', 'parent'),
    p('bMe', 'birth', 'me', 'child'),
    p('bMe', 'birth', 'dad', 'parent'),
    p('bMe', 'birth', 'mum', 'parent'),
    p('bSis', 'birth', 'sis', 'child'),
    p('bSis', 'birth', 'dad', 'parent'),
    p('bSis', 'birth', 'mum', 'parent'),
    p('bHalf', 'birth', 'half', 'child'),
    p('bHalf', 'birth', 'dad', 'parent'),
    p('bHalf', 'birth', 'other', 'parent'),
    p('bCousin', 'birth', 'cousin', 'child'),
    p('bCousin', 'birth', 'aunt', 'parent'),
    p('aKid', 'Adoption', 'kid', 'child'),
    p('aKid', 'Adoption', 'me', 'parent'),
    p('bNiece', 'birth', 'niece', 'child'),
    p('bNiece', 'birth', 'sis', 'parent'),
  ];

  it('parents, grandparents, children, siblings (half siblings too) and nieces and nephews', async () => {
    const { reader } = factsOf(family);
    expect((await reader.parents('me')).sort()).toEqual(['dad', 'mum']);
    expect((await reader.parentsOfAll(await reader.parents('me'))).sort()).toEqual(['g1', 'g2']);
    expect(await reader.children('me')).toEqual(['kid']);
    expect((await reader.siblings('me')).sort()).toEqual(['half', 'sis']);
    expect(await reader.childrenOfAll(await reader.siblings('me'))).toEqual(['niece']);
    expect((await reader.children('g1')).sort()).toEqual(['aunt', 'dad']);
  });

  it('fetches each person and each event once however often they are asked for', async () => {
    const { reader, calls } = factsOf(family);
    await reader.siblings('me');
    const first = calls();
    await reader.siblings('me');
    await reader.parents('me');
    expect(calls()).toBe(first);
  });
});
