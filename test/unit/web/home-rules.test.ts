import type { DashboardResponse } from '@heirloom/shared/contracts/home';
import { describe, expect, it } from 'vitest';
import { gettingStartedItems, visibleCards } from '../../../web/src/features/home/utils/dashboard-cards';
import { afterQuestion, nextStep, showsOnboarding, stepFromHash, stepPosition } from '../../../web/src/features/home/utils/onboarding-steps';

/** The home page's rules: which cards have something to say, and how the wizard's steps follow each other. */

const newUser = { person: null, has_photos: false, customer_plan: 'Free' as const, had_trial: false };
const settledUser = { person: 'p1', has_photos: true, customer_plan: 'Trial' as const, had_trial: true };
const empty: DashboardResponse = { invites: [], missing_files: { files: [], next_page: null }, unnamed: { people: [], new_count: 0, next_page: null }, tree_has_people: false, family_invited: false, messages: { messages: [], unread_count: 0, cursor: null } };
/** The dashboard of someone who invited their family. */
const settled: DashboardResponse = { ...empty, family_invited: true };
const file = (key: string) => ({ file_key: key, file_name: `photos/${key}`, title: null, import_file_name: 'tree.ged', people: [], events: [] });
const invite = { id: 'i1', email: 'a@example.com', user_id: 'u2', username: 'Anna', person: null, person_name: null, person_private: false, facebook: false, sent_at: 1, expires_at: 2, status: 'pending' as const };
const news = { id: 'm1', message_type: 'invite_accepted' as const, message_subtype: 'other' as const, title: 'Anna joined', body: '', link: null, link_label: null, created_at: '2026-11-24T10:00:00Z', read: false, photo_ids: [], count: 1 };
const unnamedEntry = {
  person: { id: 'p9', name: '', sex: '', person_thumbnail_url: null },
  face: { id: 'f1', image_id: 'ph1', person_id: 'p9', bounding_box: { left: 0, top: 0, width: 1, height: 1 }, gender_hint: null, thumbnail_url: '/t', person: null, unlikely_people: [] },
  face_count: 1,
  is_new: true,
};

describe('which home cards show', () => {
  it('a settled user with nothing waiting sees only the invite card (and the plan beside it)', () => {
    expect(visibleCards(settledUser, settled)).toEqual(['invite-family']);
  });

  it('each card appears when it has something to say', () => {
    const full: DashboardResponse = { invites: [invite], missing_files: { files: [file('a.jpg')], next_page: null }, unnamed: { people: [unnamedEntry as never], new_count: 1, next_page: null }, tree_has_people: true, family_invited: true, messages: { messages: [news], unread_count: 1, cursor: null } };
    expect(visibleCards({ ...settledUser, person: null }, full)).toEqual(['select-yourself', 'getting-started', 'messages', 'invitations', 'missing-files', 'unnamed-people', 'invite-family']);
  });

  it("'Select yourself' needs someone in the tree to pick, and goes once the user picked", () => {
    expect(visibleCards(newUser, empty)).not.toContain('select-yourself');
    expect(visibleCards(newUser, { ...empty, tree_has_people: true })).toContain('select-yourself');
    expect(visibleCards({ ...newUser, person: 'p1' }, { ...empty, tree_has_people: true })).not.toContain('select-yourself');
  });

  it('before the dashboard answers, only the cards that need nothing from it show', () => {
    expect(visibleCards(newUser, undefined)).toEqual(['getting-started', 'invite-family']);
  });

  it('getting started counts what is waiting and the steps left', () => {
    expect(gettingStartedItems(newUser, { ...empty, invites: [invite], missing_files: { files: [file('a.jpg'), file('b.jpg')], next_page: 'more' } })).toEqual({
      unnamedPeople: 0,
      missingFiles: 2,
      moreMissingFiles: true,
      invitations: 1,
      familyInvited: false,
      stepsLeft: 4,
    });
    expect(gettingStartedItems(settledUser, settled).stepsLeft).toBe(0);
  });

  it("'Invite your family' is done once the user invited someone or shares a family, not when an invite waits for them", () => {
    // Invited by a relative, having invited nobody: the step is still to do.
    expect(gettingStartedItems(settledUser, { ...empty, invites: [invite] })).toMatchObject({ familyInvited: false, stepsLeft: 1 });
    expect(visibleCards(settledUser, empty)).toContain('getting-started');
    // Invited the family (or joined one): done, and the card has nothing left to say.
    expect(gettingStartedItems(settledUser, settled)).toMatchObject({ familyInvited: true, stepsLeft: 0 });
    expect(visibleCards(settledUser, settled)).not.toContain('getting-started');
  });
});

describe('the onboarding wizard', () => {
  it('opens for a new user until finished or skipped, and on a resuming address', () => {
    expect(showsOnboarding({ new_user: true, onboarding_done: false }, '', false)).toBe(true);
    expect(showsOnboarding({ new_user: true, onboarding_done: true }, '#step2')).toBe(false);
    expect(showsOnboarding({ new_user: false, onboarding_done: false }, '')).toBe(false);
    expect(showsOnboarding({ new_user: false, onboarding_done: false }, '#stepe3')).toBe(true);
    expect(showsOnboarding({ new_user: false }, '#unnamed')).toBe(false);
  });

  it('does not ask a relative who joined a family with a tree for a GEDCOM file, but resumes a step it kept', () => {
    expect(showsOnboarding({ new_user: true, onboarding_done: false }, '', true)).toBe(false);
    // Until the dashboard says whether the family's tree has people, a new user's wizard waits.
    expect(showsOnboarding({ new_user: true, onboarding_done: false }, '')).toBe('wait');
    // A founder who imported through the wizard is at 'pick yourself' with a tree: it resumes there.
    expect(showsOnboarding({ new_user: true, onboarding_done: false, onboarding_step: 'step3' }, '', true)).toBe(true);
    expect(showsOnboarding({ new_user: true, onboarding_done: false }, '#step3', true)).toBe(true);
  });

  it('reads the spec’s hashes as steps, and nothing else', () => {
    expect(stepFromHash('#step2')).toBe('step2');
    expect(stepFromHash('#stepe1')).toBe('stepe1');
    expect(stepFromHash('stepe3')).toBe('stepe3');
    expect(stepFromHash('#step9')).toBeNull();
    expect(stepFromHash('')).toBeNull();
  });

  it('Yes goes the GEDCOM way (2, 3, 4), No the photo way (e1, e2, e3)', () => {
    expect(afterQuestion(true)).toBe('step2');
    expect(afterQuestion(false)).toBe('stepe1');
    expect([nextStep('step2'), nextStep('step3'), nextStep('step4')]).toEqual(['step3', 'step4', null]);
    expect([nextStep('stepe1'), nextStep('stepe2'), nextStep('stepe3')]).toEqual(['stepe2', 'stepe3', null]);
    expect(nextStep('step1')).toBeNull();
  });

  it('says where a step is in its path', () => {
    expect(stepPosition('step1')).toEqual({ index: 1, count: 1, path: 'question' });
    expect(stepPosition('step3')).toEqual({ index: 2, count: 3, path: 'gedcom' });
    expect(stepPosition('stepe3')).toEqual({ index: 3, count: 3, path: 'photos' });
  });
});
