// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { PhotoCard } from '../../../web/src/features/photos/components/photo-card';
import { SelectionToolbar } from '../../../web/src/features/photos/components/selection-toolbar';
import { ViewerProvider } from '../../../web/src/features/photos/hooks/viewer';
import { canDeleteSelection, usePhotoSelection } from '../../../web/src/features/photos/stores/selection-store';
import { MemoryRouter } from 'react-router';
import { fakeServer, familyMembers, installBrowserStubs, json, testQueryClient } from './helpers';
import { familyMembersQuery, NOT_YOURS } from '../../../web/src/lib/family-role';
import { photoView } from './uploads-fakes';

const ME = 'u-me';
const list = Array.from({ length: 8 }, (_, index) => photoView({ id: `p${index}`, uploaded_by: ME, user_id: ME }));

beforeEach(() => {
  installBrowserStubs();
  usePhotoSelection.getState().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const selectedIds = () => Object.keys(usePhotoSelection.getState().selected).sort();

describe('photo selection (spec 001 section 2: checkbox select, Shift selects a range)', () => {
  it('a click toggles one photo; Shift-click selects everything between the last clicked photo and this one', () => {
    const { toggle } = usePhotoSelection.getState();
    toggle(list[2]!, { list });
    expect(selectedIds()).toEqual(['p2']);
    toggle(list[5]!, { shift: true, list });
    expect(selectedIds()).toEqual(['p2', 'p3', 'p4', 'p5']);
    // Upwards from the same anchor, too.
    toggle(list[0]!, { shift: true, list });
    expect(selectedIds()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('Shift-clicking a selected photo deselects the range; a plain click moves the anchor', () => {
    const { toggle } = usePhotoSelection.getState();
    for (const photo of list) toggle(photo, { list });
    expect(selectedIds()).toHaveLength(8);
    toggle(list[6]!, { list }); // deselect 6, anchor 6
    toggle(list[3]!, { shift: true, list }); // 3..6 all take 3's new state: deselected
    expect(selectedIds()).toEqual(['p0', 'p1', 'p2', 'p7']);
  });

  it('Shift with no earlier click selects just that photo, and Clear empties the selection', () => {
    const { toggle, clear } = usePhotoSelection.getState();
    toggle(list[4]!, { shift: true, list });
    expect(selectedIds()).toEqual(['p4']);
    clear();
    expect(selectedIds()).toEqual([]);
    expect(usePhotoSelection.getState().anchor).toBeNull();
  });

  it('a Shift-click on a card checkbox selects the range in the list order', () => {
    const onToggle = vi.fn();
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <PhotoCard photo={list[1]!} index={1} href="/photo/p1" selected={false} selecting={false} uploaderName={null} onToggle={onToggle} onDetails={() => undefined} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox'), { shiftKey: true });
    expect(onToggle).toHaveBeenCalledWith(list[1], true);
  });
});

describe('Delete selected Items (spec 000 section 6)', () => {
  it('is allowed only when the viewer uploaded every selected photo', () => {
    expect(canDeleteSelection({}, ME)).toBe(false);
    expect(canDeleteSelection({ a: ME, b: ME }, ME)).toBe(true);
    expect(canDeleteSelection({ a: ME, b: 'u-cousin' }, ME)).toBe(false);
  });

  function renderToolbar(role: 'admin' | 'member' = 'admin') {
    const client = testQueryClient();
    client.setQueryData(familyMembersQuery().queryKey, familyMembers(ME, role));
    return render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={client}>
          <ViewerProvider viewer={{ userId: ME }}>
            <SelectionToolbar />
          </ViewerProvider>
        </QueryClientProvider>
      </ChakraProvider>,
    );
  }

  it('the toolbar shows Update, Delete and Clear for my photos, and hides Delete once a relative’s photo is selected', () => {
    const mine = [photoView({ id: 'm1', uploaded_by: ME }), photoView({ id: 'm2', uploaded_by: ME })];
    const theirs = photoView({ id: 't1', uploaded_by: 'u-cousin', username: 'Cousin Jo' });
    renderToolbar();
    expect(screen.queryByRole('toolbar')).toBeNull();

    act(() => {
      for (const photo of mine) usePhotoSelection.getState().toggle(photo, { list: mine });
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    expect(within(toolbar).getByText('2 items selected')).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Update Selected Items' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Delete selected Items' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Clear Selections' })).toBeTruthy();

    act(() => usePhotoSelection.getState().toggle(theirs as PhotoView, { list: [...mine, theirs] }));
    expect(within(toolbar).getByText('3 items selected')).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Delete selected Items' })).toBeNull();
    expect(within(toolbar).getByText('1 item of these was uploaded by someone else: only the person who uploaded a photo can delete it.')).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Update Selected Items' })).toBeTruthy();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Clear Selections' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('Escape clears the selection, but not while a dialog is open or a field has the key', async () => {
    const mine = [photoView({ id: 'm1', uploaded_by: ME })];
    renderToolbar();
    act(() => usePhotoSelection.getState().toggle(mine[0]!, { list: mine }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });

    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByRole('toolbar', { name: 'Selected photos' })).toBeTruthy();
    field.remove();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Update Selected Items' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(Object.keys(usePhotoSelection.getState().selected)).toEqual(['m1']);
    cleanup();

    renderToolbar();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(usePhotoSelection.getState().selected).toEqual({});
  });

  it('Update Selected Items ends the selection once saved, as Delete does: the photos may have left the list shown', async () => {
    const mine = [photoView({ id: 'm1', uploaded_by: ME }), photoView({ id: 'm2', uploaded_by: ME })];
    const requests = fakeServer({ 'POST /api/photos': () => json(200, { count: 2, photos: mine.map((photo) => ({ ...photo, date_taken: 'May 1950' })) }) });
    renderToolbar();
    act(() => {
      for (const photo of mine) usePhotoSelection.getState().toggle(photo, { list: mine });
    });
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Selected photos' })).getByRole('button', { name: 'Update Selected Items' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Date' }), { target: { value: 'May 1950' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update 2 items' }));
    await expect.poll(() => requests.filter((request) => request.method === 'POST').length).toBe(1);
    await expect.poll(() => Object.keys(usePhotoSelection.getState().selected)).toEqual([]);
    expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).toBeNull();
  });

  it('for a member, Update Selected Items goes once a relative’s photo is selected, and the toolbar says why', () => {
    const mine = [photoView({ id: 'm1', uploaded_by: ME })];
    const theirs = photoView({ id: 't1', uploaded_by: 'u-cousin', username: 'Cousin Jo' });
    renderToolbar('member');
    act(() => usePhotoSelection.getState().toggle(mine[0]!, { list: mine }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    expect(within(toolbar).getByRole('button', { name: 'Update Selected Items' })).toBeTruthy();
    act(() => usePhotoSelection.getState().toggle(theirs as PhotoView, { list: [...mine, theirs] }));
    expect(within(toolbar).queryByRole('button', { name: 'Update Selected Items' })).toBeNull();
    expect(within(toolbar).getByText(NOT_YOURS.photos)).toBeTruthy();
  });
});
