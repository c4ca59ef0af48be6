// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { userQueryKey } from '../../../web/src/features/accounts/api/user';
import { useSavePerson } from '../../../web/src/features/people/api/save-person';
import { fakeServer, json, makeUser, renderApp, signedInServer, resetAppAroundEachTest, testQueryClient } from './helpers';

/** The avatar is pink when the user's person is Female, blue otherwise (spec 000 section 2; issue 31). */
resetAppAroundEachTest();

const palette = async () => (await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }, { timeout: 20_000 })).querySelector('[data-palette]')?.getAttribute('data-palette');

describe('the avatar’s colour follows the user’s person', () => {
  it('is pink for a Female person, as the server serves it with the user', async () => {
    signedInServer(makeUser({ person: 'p-7', person_sex: 'Female' }));
    renderApp('/');
    expect(await palette()).toBe('pink');
  }, 30_000);

  it('is blue for anything else', async () => {
    signedInServer(makeUser({ person: 'p-7', person_sex: 'Other' }));
    renderApp('/');
    expect(await palette()).toBe('blue');
  }, 30_000);

  it('changes as soon as the user’s own person is saved with another sex', async () => {
    const person = { id: 'p-7', name: 'Ada', sex: 'Female', names: [], person_thumbnail: null, person_thumbnail_url: null, items_deleted: false, person_version: 2, previous_version: [], newer_version: null, version_date: null };
    fakeServer({ 'POST /api/person/p-7': () => json(200, { person }), 'POST /api/person/p-8': () => json(200, { person: { ...person, id: 'p-8', sex: 'Male' } }) });
    const queryClient = testQueryClient();
    queryClient.setQueryData(userQueryKey, makeUser({ person: 'p-7', person_sex: 'Male' }));
    const { result } = renderHook(() => useSavePerson(), { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
    await act(() => result.current.mutateAsync({ id: 'p-7', changes: { sex: 'Female' } }));
    expect(queryClient.getQueryData<UserView>(userQueryKey)?.person_sex).toBe('Female');
    // Someone else's person leaves the avatar alone.
    await act(() => result.current.mutateAsync({ id: 'p-8', changes: { sex: 'Male' } }));
    expect(queryClient.getQueryData<UserView>(userQueryKey)?.person_sex).toBe('Female');
  });
});
