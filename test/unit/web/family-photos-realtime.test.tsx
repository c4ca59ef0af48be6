// @vitest-environment jsdom
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFamilyPhotos } from '../../../web/src/app/layouts/use-family-photos';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { installBrowserStubs, ScriptedSocket } from './helpers';
import { photoView } from './uploads-fakes';

afterEach(() => cleanup());

describe("a family member's photo (realtime family_photo_added)", () => {
  it('joins the unfiltered photo list open in this tab once, and leaves a filtered one alone', async () => {
    installBrowserStubs();
    const mine = photoView({ id: 'p1', uploaded_by: 'u-1' });
    const theirs: PhotoView = { ...photoView({ id: 'p2', uploaded_by: 'u-2' }), username: 'Ben' };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos: [mine], next_page: null }], pageParams: [null] });
    queryClient.setQueryData(photoListQueryKey({ person: 'x' }), { pages: [{ photos: [], next_page: null }], pageParams: [null] });
    const realtime = new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime}>{children}</RealtimeProvider>
      </QueryClientProvider>
    );
    renderHook(() => useFamilyPhotos(), { wrapper });
    realtime.connect(() => ({ processing_ids: [] }));
    await act(async () => ScriptedSocket.last!.open());

    const listed = (filters = {}) => queryClient.getQueryData<InfiniteData<{ photos: PhotoView[] }>>(photoListQueryKey(filters))!.pages[0]!.photos.map((p) => `${p.id} ${p.username ?? ''}`.trim());
    act(() => ScriptedSocket.last!.push({ type: 'family_photo_added', photo: theirs }));
    await waitFor(() => expect(listed()).toEqual(['p2 Ben', 'p1']));
    // The same photo again (a message handled twice) is one photo; something not a photo is ignored.
    act(() => ScriptedSocket.last!.push({ type: 'family_photo_added', photo: theirs }));
    act(() => ScriptedSocket.last!.push({ type: 'family_photo_added', photo: { id: 'p3' } }));
    expect(listed()).toEqual(['p2 Ben', 'p1']);
    expect(listed({ person: 'x' })).toEqual([]);
  });
});
