// @vitest-environment jsdom
import type { MergeSide } from '@heirloom/shared/contracts/faces';
import type { DuplicatesResponse } from '@heirloom/shared/contracts/sharing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_YOURS } from '../../../web/src/lib/family-role';
import { DuplicateSuggestions, duplicateReasonText } from '../../../web/src/features/sharing/components/duplicate-suggestions';
import { name, person } from './family-fixtures';
import { familyMembers, fakeServer, json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

function side(id: string, first: string, overrides: Partial<MergeSide> = {}): MergeSide {
  return {
    person: person({ id, names: [name(`${id}-n`, first, 'Biden')] }),
    events: [],
    notes: 0,
    citations: 0,
    faces: [],
    photos: 0,
    contacts: [],
    attributes: [],
    versions: 0,
    ...overrides,
  };
}

describe('/person_merge with two people', () => {
  it('shows contacts, facts and versions beside the rest, and Do Merge keeps the one chosen', async () => {
    const requests = signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/person/merge_diff': () =>
        json(200, {
          person1: side('joe', 'Joe', { photos: 3, versions: 1 }),
          person2: side('joseph', 'Joseph', { contacts: [{ contact_type: 'Email', contact_value: 'joseph@example.com' }], attributes: [{ label: 'Occupation', value: 'Senator' }] }),
          needs_merge: true,
        }),
      'POST /api/person/merge': () => json(200, { person: person({ id: 'joseph', names: [name('n', 'Joseph', 'Biden')] }) }),
    });
    const { router } = renderApp('/person_merge?person_id1=joe&person_id2=joseph');
    const gone = await screen.findByTestId('merge-gone', {}, { timeout: 15_000 });
    expect(within(gone).getByText('Email: joseph@example.com')).toBeTruthy();
    expect(within(gone).getByText('Occupation: Senator')).toBeTruthy();
    expect(within(screen.getByTestId('merge-kept')).getByRole('heading', { name: 'Joe Biden' })).toBeTruthy();

    // Keeping the other one swaps which is kept and which is merged into it.
    fireEvent.click(screen.getByRole('button', { name: 'Keep the other one' }));
    expect(within(screen.getByTestId('merge-kept')).getByRole('heading', { name: 'Joseph Biden' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Do Merge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/joseph/details'));
    expect(requests.find((request) => request.url.endsWith('/api/person/merge'))!.body).toEqual({ person_id1: 'joseph', person_id2: 'joe' });
    // The two are one now: the comparison is not asked for again (the server answers that with a 400; issue 31).
    await new Promise((done) => setTimeout(done, 50));
    expect(requests.filter((request) => request.url.includes('/api/person/merge_diff'))).toHaveLength(1);
  }, 30_000);
});

describe('/person_merge with no person in its address', () => {
  it('says where the choice between versions is made, instead of loading for ever', async () => {
    signedInServer(makeUser({ customer_plan: 'Trial' }), {});
    renderApp('/person_merge');
    const link = await screen.findByRole('link', { name: 'Go to People' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/people');
    expect(screen.getByText(/No person is chosen here/)).toBeTruthy();
  }, 30_000);
});

describe("the people list's one list of likely duplicates", () => {
  const summary = (id: string, personName: string) => ({ id, name: personName, sex: '', person_thumbnail_url: null });
  /** The panel alone, as the people page shows it. */
  const renderSuggestions = () => renderApp('/people', [{ path: '*', element: <DuplicateSuggestions /> }]);
  const pairs: DuplicatesResponse['duplicates'] = [
    { id: 'a_b', person_id1: 'a', person_id2: 'b', name: 'Ann Lee', birth: '1950', reason: 'same_name', person1: summary('a', 'Ann Lee'), person2: summary('b', 'Ann Lee') },
    { id: 'c_d', person_id1: 'c', person_id2: 'd', name: '', birth: null, reason: 'faces', person1: summary('c', ''), person2: summary('d', 'Tom Lee') },
  ];

  it('says why each pair is offered', () => {
    expect(duplicateReasonText({ reason: 'same_name', birth: '1950' })).toBe('Same name, both born in 1950');
    expect(duplicateReasonText({ reason: 'same_name', birth: null })).toBe('Same name, and no birth recorded for either');
    expect(duplicateReasonText({ reason: 'trees_met', birth: '3 May 1920' })).toBe('Your trees met: same name, born 3 May 1920');
    expect(duplicateReasonText({ reason: 'faces', birth: null })).toMatch(/faces look alike/);
    // Imported trees give GEDCOM's dates: read as everywhere else, not in capitals.
    expect(duplicateReasonText({ reason: 'trees_met', birth: '7 SEP 1923' })).toBe('Your trees met: same name, born 7 Sep 1923');
    expect(duplicateReasonText({ reason: 'trees_met', birth: 'BEF 1858' })).toBe('Your trees met: same name, born before 1858');
  });

  it('lists names and faces pairs together, compares them, and dismisses one', async () => {
    let served = pairs;
    const requests = fakeServer({
      'GET /api/people/duplicates': () => json(200, { duplicates: served }),
      'DELETE /api/people/duplicates/c_d': () => {
        served = pairs.slice(0, 1);
        return json(200, { status: 'Success' });
      },
    });
    renderSuggestions();
    const items = await screen.findAllByTestId('duplicate-pair');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Ann Lee and Ann Lee', 'Unnamed person and Tom Lee']);
    expect(within(items[0]!).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/person_merge?person_id1=a&person_id2=b');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Not the same person' }));
    await waitFor(() => expect(screen.getAllByTestId('duplicate-pair')).toHaveLength(1));
    expect(requests.some((request) => request.method === 'DELETE' && request.url.endsWith('/api/people/duplicates/c_d'))).toBe(true);
  });

  // Merging is for the family's admins and whoever added both people (the server answers others 403).
  const theirs = { ...pairs[0]!, person1: { ...summary('a', 'Ann Lee'), created_by: 'founder-1' }, person2: { ...summary('b', 'Ann Lee'), created_by: 'me-1' } };
  const mine = { ...pairs[1]!, person1: { ...summary('c', ''), created_by: 'me-1' }, person2: { ...summary('d', 'Tom Lee'), created_by: 'me-1' } };
  async function pairsFor(role: 'admin' | 'member') {
    const requests = fakeServer({ 'GET /api/people/duplicates': () => json(200, { duplicates: [theirs, mine] }), 'GET /api/family/members': () => json(200, familyMembers('me-1', role)) });
    renderSuggestions();
    const items = await screen.findAllByTestId('duplicate-pair');
    // The rights come with the family's members: answered, and drawn, before anything is said of them.
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/api/family/members'))).toBe(true));
    await act(async () => undefined);
    return items;
  }

  it('tells a member beside Compare that a pair someone else added is not theirs to merge, before the comparison says so', async () => {
    const [other, own] = await pairsFor('member');
    expect((await within(other!).findByTestId('not-yours')).textContent).toBe(NOT_YOURS.merge);
    // Compare still shows the two side by side, to tell whether they are one person.
    expect(within(other!).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/person_merge?person_id1=a&person_id2=b');
    expect(within(own!).queryByTestId('not-yours')).toBeNull();
    expect(within(own!).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/person_merge?person_id1=c&person_id2=d');
  });

  it('offers an admin Compare and merge for every pair, as before', async () => {
    const items = await pairsFor('admin');
    await waitFor(() => expect(screen.getByText('Compare them and merge, or say they are different people.')).toBeTruthy());
    expect(screen.queryAllByTestId('not-yours')).toHaveLength(0);
    expect(items.map((item) => within(item).getByRole('link', { name: 'Compare' }).getAttribute('href'))).toEqual(['/person_merge?person_id1=a&person_id2=b', '/person_merge?person_id1=c&person_id2=d']);
  });

  it('says to a member who may merge none of the pairs only what they can do', async () => {
    fakeServer({ 'GET /api/people/duplicates': () => json(200, { duplicates: [theirs] }), 'GET /api/family/members': () => json(200, familyMembers('me-1', 'member')) });
    renderSuggestions();
    expect(await screen.findByText('Compare them, or say they are different people.')).toBeTruthy();
    expect(screen.getByTestId('not-yours').textContent).toBe(NOT_YOURS.merge);
  });

  it('shows the first few of many pairs, so two imported trees’ hundreds do not push the people list off the page', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...pairs[0]!, id: `p${i}_q${i}`, person_id1: `p${i}`, person_id2: `q${i}`, person1: summary(`p${i}`, `Person ${i}`), person2: summary(`q${i}`, `Person ${i}`) }));
    fakeServer({ 'GET /api/people/duplicates': () => json(200, { duplicates: many }) });
    renderSuggestions();
    expect(await screen.findAllByTestId('duplicate-pair')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(screen.getAllByTestId('duplicate-pair')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByTestId('duplicate-pair')).toHaveLength(3);
  });
});

describe('/person_merge?person_id1= (a relative changed a person)', () => {
  const version = (person_version: number, author: string | null, author_name: string | null, first: string) => ({
    person_version,
    author,
    author_name,
    version_date: Date.UTC(2026, 11, 6, 12),
    sex: 'M',
    name: `${first} Kennedy`,
    names: [{ name_type: 'Birth Name', prefix: '', first_name: first, middle_name: '', last_name: 'Kennedy', suffix: '' }],
    facts: null,
    contacts: null,
  });

  it('says who made each version, and that the first came from an imported file rather than a family member', async () => {
    signedInServer(makeUser(), {
      'GET /api/person/jfk/versions': () =>
        json(200, { id: 'jfk', newer_version: '2', suggestion: true, may_choose: true, current: version(2, 'u-tess', 'Tess Cousin', 'Jack'), previous: [version(1, null, null, 'John')] }),
    });
    renderApp('/person_merge?person_id1=jfk');
    expect(await screen.findByText(/^By Tess Cousin, /)).toBeTruthy();
    expect(screen.getByText(/^From an imported file, /)).toBeTruthy();
    expect(screen.queryByText(/A family member,/i)).toBeNull();
  });
});
