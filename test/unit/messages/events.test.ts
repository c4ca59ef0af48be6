import { describe, expect, it } from 'vitest';
import type { MessageEvent } from '../../../shared/contracts/messages';
import { messagesForEvent, PHOTO_GROUP_WINDOW_MS } from '../../../lambdas/domain/messages/events';
import { renderMessage } from '../../../lambdas/domain/messages/render';
import { storageWarningFor } from '../../../lambdas/domain/messages/storage-warning';

const at = Date.parse('2026-11-24T10:15:00Z');
const family = { recipients: ['ann', 'ben', 'cy'], actorName: 'Ben' };

describe('which messages each event makes', () => {
  it('a relative’s photo: one message for each other family member, none for the uploader', () => {
    const event: MessageEvent = { kind: 'family_member_image', uploader_id: 'ben', photo_id: 'p1', at };
    const made = messagesForEvent(event, family);
    expect(made.map((m) => m.userId)).toEqual(['ann', 'cy']);
    expect(made[0]).toMatchObject({ type: 'family_member_image', actorName: 'Ben', count: 1, photoIds: ['p1'], link: '/photo/p1', read: false });
    expect(renderMessage(made[0]!).title).toBe('Ben added 1 photo');
  });

  it('photos within the same hour share a message; the next hour makes a new one', () => {
    const first = messagesForEvent({ kind: 'family_member_image', uploader_id: 'ben', photo_id: 'p1', at }, family)[0]!;
    const sameHour = messagesForEvent({ kind: 'family_member_image', uploader_id: 'ben', photo_id: 'p2', at: at + 20 * 60_000 }, family)[0]!;
    const nextHour = messagesForEvent({ kind: 'family_member_image', uploader_id: 'ben', photo_id: 'p3', at: at + PHOTO_GROUP_WINDOW_MS }, family)[0]!;
    // One group within the hour (the store hands later events the first's message); the next hour is another.
    expect(sameHour.groupKey).toBe(first.groupKey);
    expect(nextHour.groupKey).not.toBe(first.groupKey);
    // Ids sort by the time of each group's first event, so a user's messages list newest first.
    expect(sameHour.messageId > first.messageId).toBe(true);
    expect(nextHour.messageId > sameHour.messageId).toBe(true);
    expect(messagesForEvent({ kind: 'invite_received', invite_id: 'i1', email: 'a@b.c', inviter_name: 'Ann', at }, family)[0]!.groupKey).toBeUndefined();
  });

  it('new people found in one upload\'s photos within the hour share a message', () => {
    const found = (photo: string, count: number, when: number) => messagesForEvent({ kind: 'unnamed_people', user_id: 'ann', photo_id: photo, count, at: when }, { recipients: ['ann'], actorName: null })[0]!;
    const first = found('p1', 2, at);
    expect(found('p2', 1, at + 5 * 60_000).groupKey).toBe(first.groupKey);
    expect(found('p3', 1, at + PHOTO_GROUP_WINDOW_MS).groupKey).not.toBe(first.groupKey);
    expect(first).toMatchObject({ count: 2, photoIds: ['p1'] });
  });

  it('a join or leave that finished: one message for the member and each other member, in their own words; the same move twice is one', () => {
    const joined: MessageEvent = { kind: 'family_members', user_id: 'ben', member_name: 'Ben', family_id: 'f1', joined: true, moved: 1184, at };
    const made = messagesForEvent(joined, family);
    expect(made.map((m) => m.userId)).toEqual(['ann', 'ben', 'cy']);
    expect(renderMessage(made[0]!)).toMatchObject({ title: "Ben's photos and family tree are in", link: '/invites' });
    expect(renderMessage(made[0]!).body).toContain('1,184 photos, documents and tree items');
    expect(renderMessage(made[1]!).title).toBe('Your photos and family tree are in the family');
    expect(messagesForEvent(joined, family).map((m) => m.messageId)).toEqual(made.map((m) => m.messageId));
    const left = messagesForEvent({ ...joined, joined: false, moved: 1 }, family);
    expect(renderMessage(left[0]!).title).toBe('Ben left the family');
    expect(renderMessage(left[0]!).body).toContain('The photo or document they uploaded went with them');
    expect(renderMessage(left[1]!).body).toBe('The photo or document you uploaded is back in your own library. The family tree stays with the family.');
    expect(renderMessage(left[1]!).title).toBe('You left the family');
    expect(left[0]!.messageId).not.toBe(made[0]!.messageId);
  });

  it('a member an admin removed is told who did it, the admin what they did, the others both; a removal given up reads as any move given up', () => {
    const removed: MessageEvent = { kind: 'family_members', user_id: 'ben', member_name: 'Ben', family_id: 'f1', joined: false, moved: 3, at, removed_by: { user_id: 'ann', name: 'Ann #1' } };
    const [toAnn, toBen, toCy] = messagesForEvent(removed, family).map(renderMessage);
    expect(toBen).toMatchObject({ title: 'Ann #1 removed you from the family', body: 'The 3 photos and documents you uploaded are back in your own library; the family tree stays with the family.' });
    expect(toAnn!.title).toBe('You removed Ben from the family');
    expect(toCy).toMatchObject({ title: 'Ann #1 removed Ben from the family', body: "Ben no longer shares the family's photos and tree. The 3 photos and documents they uploaded went with them; the family tree stays with the family." });
    expect(renderMessage(messagesForEvent({ ...removed, moved: 0 }, family)[1]!).body).toBe('You no longer share its photos and tree; the family tree stays with the family.');
    expect(renderMessage(messagesForEvent({ ...removed, stopped: true }, family)[1]!).title).toBe('Moving your photos back could not finish');
  });

  it('a join that brought nothing makes no message (the invite accepted said it); a leave, or a join given up, with nothing moved still tells', () => {
    const emptyJoin: MessageEvent = { kind: 'family_members', user_id: 'ben', member_name: 'Ben', family_id: 'f1', joined: true, moved: 0, at };
    expect(messagesForEvent(emptyJoin, family)).toEqual([]);
    expect(messagesForEvent({ ...emptyJoin, moved: 1 }, family).map((m) => m.userId)).toEqual(['ann', 'ben', 'cy']);
    const left = messagesForEvent({ ...emptyJoin, joined: false }, family);
    expect(left.map((m) => m.userId)).toEqual(['ann', 'ben', 'cy']);
    expect(renderMessage(left[1]!).title).toBe('You left the family');
    // Nothing of theirs went: no '0 photos' (a removed member's uploads were none).
    expect(renderMessage(left[1]!).body).toBe('You no longer share the family’s photos and tree. The family tree stays with the family.');
    expect(renderMessage(left[0]!).body).toBe("Ben no longer shares the family's photos and tree. They had uploaded nothing; the family tree stays with the family.");
    const stopped = messagesForEvent({ ...emptyJoin, stopped: true }, family);
    expect(renderMessage(stopped[1]!).title).toBe('Moving your photos and family tree could not finish');
  });

  it('a move given up: one message each side that says how far it got and that nothing is lost, apart from the message of a move that finished', () => {
    const joined: MessageEvent = { kind: 'family_members', user_id: 'ben', member_name: 'Ben', family_id: 'f1', joined: true, moved: 1184, at };
    const stopped = messagesForEvent({ ...joined, stopped: true }, family);
    expect(stopped.map((m) => m.userId)).toEqual(['ann', 'ben', 'cy']);
    expect(renderMessage(stopped[0]!).title).toBe("Moving Ben's photos and family tree could not finish");
    expect(renderMessage(stopped[0]!).body).toContain("1,184 items of Ben's moved into the family before the move stopped. Nothing is lost");
    expect(renderMessage(stopped[1]!).title).toBe('Moving your photos and family tree could not finish');
    expect(stopped[1]!.messageId).not.toBe(messagesForEvent(joined, family)[1]!.messageId);
    const leaveStopped = messagesForEvent({ ...joined, joined: false, stopped: true, moved: 1 }, family);
    expect(renderMessage(leaveStopped[1]!)).toMatchObject({ title: 'Moving your photos back could not finish', link: '/invites' });
    expect(renderMessage(leaveStopped[1]!).body).toContain('1 item moved back to your own library');
  });

  it('the same event twice makes the same messages (so storing them twice keeps one)', () => {
    const event: MessageEvent = { kind: 'import_finished', user_id: 'ann', import_id: 'i1', people: 3010, file_name: 'royal92.ged', at };
    expect(messagesForEvent(event, { recipients: ['ann'], actorName: null })).toEqual(messagesForEvent(event, { recipients: ['ann'], actorName: null }));
    expect(renderMessage(messagesForEvent(event, { recipients: ['ann'], actorName: null })[0]!).body).toBe('royal92.ged is in: 3010 people imported.');
  });

  it('a newer version of a person goes to the family but not to whoever saved it', () => {
    const event: MessageEvent = { kind: 'person_version', family_id: 'f1', person_id: 'p9', version: 4, person_name: 'Rosalind Franklin', author_id: 'ben', at };
    const made = messagesForEvent(event, family);
    expect(made.map((m) => m.userId)).toEqual(['ann', 'cy']);
    expect(made[0]!.link).toBe('/person_merge?person_id1=p9');
    expect(renderMessage(made[0]!).title).toBe('Rosalind Franklin was changed');
  });

  it('a suggested change goes to its reviewers, and its outcome to whoever suggested it', () => {
    const suggestion: MessageEvent = { kind: 'person_suggestion', family_id: 'f1', person_id: 'p9', version: 5, person_name: 'Rosalind Franklin', author_id: 'ben', maker_id: 'cy', at };
    const told = messagesForEvent(suggestion, { recipients: ['ann', 'cy', 'ben'], actorName: 'Ben' });
    expect(told.map((m) => m.userId)).toEqual(['ann', 'cy']);
    expect(renderMessage(told[0]!)).toMatchObject({ title: 'Ben suggested a change to Rosalind Franklin', link: '/person_merge?person_id1=p9', linkLabel: 'Review the change' });

    const outcome = (used: boolean): MessageEvent => ({ kind: 'suggestion_reviewed', family_id: 'f1', person_id: 'p9', version: 5, person_name: 'Rosalind Franklin', suggester_id: 'ben', reviewer_id: 'ann', used, at });
    const [usedMessage] = messagesForEvent(outcome(true), { recipients: ['ben'], actorName: 'Ann' });
    expect(renderMessage(usedMessage!)).toMatchObject({ title: 'Your change to Rosalind Franklin is in', body: 'Ann used the change you suggested to Rosalind Franklin.', link: '/person/p9/details' });
    const [keptMessage] = messagesForEvent(outcome(false), { recipients: ['ben'], actorName: 'Ann' });
    expect(renderMessage(keptMessage!).title).toBe('Your change to Rosalind Franklin was not used');
    // One review is one message, however often its event comes.
    expect(messagesForEvent(outcome(false), { recipients: ['ben'], actorName: 'Ann' })[0]!.messageId).toBe(keptMessage!.messageId);
  });

  it('invites, unnamed people, storage and trials: one message to the person concerned', () => {
    const one = { recipients: ['ann'], actorName: 'Ben' };
    const received = messagesForEvent({ kind: 'invite_received', invite_id: 'inv1', email: 'ann@example.com', inviter_name: 'Ben', at }, one);
    expect(received.map((m) => [m.userId, m.link, renderMessage(m).title])).toEqual([['ann', '/invites/inv1', 'Ben invited you to their family']]);
    const accepted = messagesForEvent({ kind: 'invite_accepted', invite_id: 'inv1', inviter_id: 'ann', accepter_name: 'Ben', at }, one);
    expect(renderMessage(accepted[0]!).title).toBe('Ben joined your family');
    const unnamed = messagesForEvent({ kind: 'unnamed_people', user_id: 'ann', photo_id: 'p1', count: 2, at }, { recipients: ['ann'], actorName: null });
    expect(renderMessage(unnamed[0]!)).toMatchObject({ title: '2 new people to name', link: '/photos/strip?person=none' });
    // Storage: at most one warning a month.
    const storage = (when: number) => messagesForEvent({ kind: 'storage_nearly_full', user_id: 'ann', percent: 91.6, at: when }, { recipients: ['ann'], actorName: null })[0]!;
    expect(storage(at + 3 * 24 * 60 * 60 * 1000).messageId).toBe(storage(at).messageId);
    expect(storage(Date.parse('2026-12-01T00:00:00Z')).messageId).not.toBe(storage(at).messageId);
    expect(renderMessage(storage(at)).body).toContain('92%');
    const trial = messagesForEvent({ kind: 'trial_ending', user_id: 'ann', trial_end: Date.parse('2026-11-27T00:00:00Z'), at }, { recipients: ['ann'], actorName: null })[0]!;
    expect(renderMessage(trial).body).toContain('ends on 27 November 2026');
    // Seen by the job again an hour later: the same message.
    const again = messagesForEvent({ kind: 'trial_ending', user_id: 'ann', trial_end: Date.parse('2026-11-27T00:00:00Z'), at: at + 3_600_000 }, { recipients: ['ann'], actorName: null })[0]!;
    expect(again.messageId).toBe(trial.messageId);
  });
});

describe('the storage warning', () => {
  it('comes from 90% of the space (free plus paid) on, and not before', () => {
    const user = (spaceUsed: number) => ({ userId: 'ann', spaceUsed, freeSpace: 1000, paidSpace: 9000 });
    expect(storageWarningFor(user(8999), at)).toBeNull();
    expect(storageWarningFor(user(9000), at)).toEqual({ kind: 'storage_nearly_full', user_id: 'ann', percent: 90, at });
    expect(storageWarningFor(user(12000), at)).toMatchObject({ percent: 100 });
    expect(storageWarningFor({ userId: 'ann', spaceUsed: 10, freeSpace: 0, paidSpace: 0 }, at)).toBeNull();
  });
});
