// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useExternalSystems, useLinkExternalSystem } from '../../../web/src/features/sources/api/external-systems';
import { fakeServer, json } from './helpers';

afterEach(() => vi.unstubAllGlobals());

const SIGN_IN = { dropbox: null, google: '/google-sign-in', facebook: null };
const GOOGLE = { id: 'es-1', system_type: 'google', num_pics: 0, system_id: null, permissions: [], linked_at: 1, expired: false };

describe('linking a photo source while its page still reads the list', () => {
  it('reads the list again after the link is saved, even when the first read was sent before it', async () => {
    // Back from Google's consent, the page lists the systems and saves the code at the same moment.
    // The first list is answered only after the link is saved, with what it read before.
    let linked = false;
    let answerFirstList!: () => void;
    let lists = 0;
    fakeServer({
      'GET /api/external_system': () => {
        lists += 1;
        const snapshot = { systems: linked ? [GOOGLE] : [], sign_in: SIGN_IN };
        if (lists > 1) return json(200, snapshot);
        return new Promise((resolve) => (answerFirstList = () => resolve(json(200, snapshot))));
      },
      'POST /api/external_system': () => {
        linked = true;
        return json(200, { id: 'es-1' });
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ systems: useExternalSystems(), link: useLinkExternalSystem() }), { wrapper });
    await waitFor(() => expect(lists).toBe(1));

    result.current.link.mutate({ system_type: 'google', code: 'c-1' });
    await waitFor(() => expect(linked).toBe(true));
    answerFirstList();

    await waitFor(() => expect(result.current.link.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.systems.data?.systems.map((system) => system.system_type)).toEqual(['google']));
  });
});
