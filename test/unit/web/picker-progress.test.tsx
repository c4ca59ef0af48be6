// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { SelectionBar } from '../../../web/src/features/sources/components/selection-bar';
import { usePickerSelection } from '../../../web/src/features/sources/hooks/use-picker-selection';
import { markFetched, setImportStatus, useImportStatus } from '../../../web/src/features/sources/stores/import-status';
import { installBrowserStubs } from './helpers';

afterEach(() => {
  cleanup();
  useImportStatus.setState({ items: {} });
});

type Photo = { id: string };
const photos: Photo[] = Array.from({ length: 20 }, (_, i) => ({ id: `d${i}` }));

/** A picker's bar over 20 chosen Dropbox photos, as the screens use it. */
function Picker() {
  const picker = usePickerSelection<Photo, { known: string[]; photos: Photo[] }>({
    system: 'dropbox',
    source: { loaded: photos, known: new Set(), pages: [{ known: [], photos }], hasNextPage: false, isFetchingNextPage: false, fetchNextPage: async () => ({ hasNextPage: false }) },
    photosOf: (page) => page.photos,
    importPhotos: async () => undefined,
  });
  return <SelectionBar {...picker.selectionBar} />;
}

describe("the pickers' progress (issue 31: 'Adding… (0 added)' for 90 s)", () => {
  it('counts photos as they are fetched, before any photo is made, and never undoes an added one', () => {
    installBrowserStubs();
    setImportStatus('dropbox', photos.map((p) => p.id), { status: 'adding' });
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <Picker />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByText('Adding 20 photos… 0 of 20 fetched (0 added)')).toBeTruthy();
    act(() => ['d0', 'd1', 'd2'].forEach((id) => markFetched('dropbox', id)));
    expect(screen.getByText('Adding 20 photos… 3 of 20 fetched (0 added)')).toBeTruthy();
    act(() => setImportStatus('dropbox', ['d0', 'd3'], { status: 'added' }));
    expect(screen.getByText('Adding 18 photos… 2 of 18 fetched (2 added)')).toBeTruthy();
    // d3's 'fetched' push came after its 'added' one (another function sends it): it stays added.
    act(() => markFetched('dropbox', 'd3'));
    expect(screen.getByText('Adding 18 photos… 2 of 18 fetched (2 added)')).toBeTruthy();
    expect(useImportStatus.getState().items['dropbox:d3']).toEqual({ status: 'added' });
  });
});
