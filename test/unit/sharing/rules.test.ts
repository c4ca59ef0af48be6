import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../../../lambdas/domain/errors';
import { withVersioning } from '../../../lambdas/domain/family/person-versions';
import type { EventWithParticipants, PersonRecord } from '../../../lambdas/domain/family/records';
import { likelyDuplicates } from '../../../lambdas/domain/sharing/duplicates';
import { assertAcceptable, INVITE_CLOSED, INVITE_OWN, INVITE_USED, toInviteView } from '../../../lambdas/domain/sharing/invites';
import { founderOf } from '../../../lambdas/domain/sharing/membership';
import type { InviteRecord } from '../../../lambdas/ports/sharing';

const person = (id: string, first: string, last: string, author: string | null): PersonRecord => ({
  ownerId: 'family',
  importKey: '-',
  importRun: null,
  gedcom: null,
  id,
  sex: '',
  names: [{ id: `${id}-n`, nameType: 'Birth Name', order: 0, prefix: '', first, middle: '', last, suffix: '' }],
  contacts: [],
  thumbnail: null,
  itemsDeleted: false,
  personVersion: 1,
  previousVersion: [],
  newerVersion: null,
  versionDate: 1,
  author,
  createdAt: 1,
  updatedAt: 1,
});

const birth = (child: string, date: string, parents: string[] = []): EventWithParticipants => ({
  event: { ownerId: 'family', importKey: '-', importRun: null, gedcom: null, id: `b-${child}`, eventType: 'birth', name: '', autoName: true, startDate: date, endDate: '', sortDate: null, location: '', createdAt: 1, updatedAt: 1 },
  participants: [child, ...parents].map((personId, index) => ({ ownerId: 'family', importKey: '-', importRun: null, gedcom: null, eventId: `b-${child}`, personId, role: index === 0 ? 'child' : 'parent', eventType: 'birth', sortDate: null })),
});

describe('likely duplicates when trees meet', () => {
  it('pairs the same first and last name made by different members, unless birth dates or parents contradict', () => {
    const people = [
      person('a1', 'Olga', 'Berg', 'anna'),
      person('b1', 'olga maria', 'Berg', 'ben'),
      person('a2', 'Paul', 'Berg', 'anna'),
      person('b2', 'Paul', 'Berg', 'ben'),
      person('a3', 'Ida', 'Lund', 'anna'),
      person('a4', 'Ida', 'Lund', 'anna'),
      person('a5', 'Eva', 'Hill', 'anna'),
      person('b5', 'Eva', 'Hill', 'ben'),
      person('pa', 'Karl', 'Hill', 'anna'),
      person('pb', 'Otto', 'Hill', 'ben'),
    ];
    const events = [birth('a1', '3 May 1920'), birth('b1', '3 MAY 1920'), birth('a2', '1950'), birth('b2', '1951'), birth('a5', '', ['pa']), birth('b5', '', ['pb'])];
    expect(likelyDuplicates(people, events)).toEqual([{ pairId: 'a1_b1', firstId: 'a1', secondId: 'b1', name: 'Olga Berg', birth: '3 May 1920', reason: 'trees_met' }]);
  });

  it('pairs the people of two imported trees: an imported person has no author, and belongs to whoever imported the file', () => {
    // Two members who each imported kennedy.ged: the same Rose, twice, and one member's own two Roses.
    const imported = (id: string, importer: string): PersonRecord => ({ ...person(id, 'Rose Elizabeth', 'FITZGERALD', null), createdBy: importer });
    const people = [imported('a1', 'anna'), imported('b1', 'ben'), imported('a2', 'anna')];
    const events = [birth('a1', '22 JUL 1890'), birth('b1', '22 JUL 1890'), birth('a2', '22 JUL 1890')];
    expect(likelyDuplicates(people, events).map((pair) => pair.pairId)).toEqual(['a1_b1', 'a2_b1']);
  });
});

describe('person versions', () => {
  it("keeps the earlier version when someone else saves, and nothing when the same person saves again", () => {
    const before = person('p', 'Rose', 'Hill', 'anna');
    const byBen = withVersioning(before, { ...before, personVersion: 2, author: 'ben', names: [{ ...before.names[0]!, first: 'Rosa' }] }, 'ben');
    expect(byBen).toMatchObject({ newerVersion: '2', previousVersion: ['1'], versions: [{ version: 1, author: 'anna', names: before.names }] });
    const again = { ...byBen, personVersion: 3 };
    expect(withVersioning(byBen, again, 'ben')).toBe(again);
  });
});

describe('invites', () => {
  const invite = (fields: Partial<InviteRecord> = {}): InviteRecord => ({
    inviteId: 'i', inviterId: 'anna', inviterName: 'Anna', familyId: 'f', email: 'ben@example.com', personId: null, personName: null, subject: 's', message: 'm', keyHash: 'h',
    status: 'pending', facebook: false, createdAt: 0, sentAt: 0, validUntil: 1000, acceptedBy: null, ...fields,
  });

  it('can be accepted once, while open, before it expires, and not by its sender', () => {
    expect(() => assertAcceptable(invite(), 'ben', 999)).not.toThrow();
    expect(() => assertAcceptable(invite(), 'anna', 0)).toThrow(new ValidationError(INVITE_OWN));
    expect(() => assertAcceptable(invite({ status: 'accepted' }), 'ben', 0)).toThrow(new ConflictError(INVITE_USED));
    expect(() => assertAcceptable(invite({ status: 'cancelled' }), 'ben', 0)).toThrow(new ConflictError(INVITE_CLOSED));
    expect(() => assertAcceptable(invite(), 'ben', 1000)).toThrow('This invite has expired. Ask Anna to send a new one.');
    expect(toInviteView(invite(), 1000).status).toBe('expired');
  });

  it('the founder is the earliest member', () => {
    expect(founderOf([{ userId: 'b', joinedAt: 5 }, { userId: 'a', joinedAt: 2 }].map((m) => ({ ...m, familyId: 'f', username: m.userId, movingFrom: null })))).toBe('a');
    expect(founderOf([])).toBeNull();
  });
});
