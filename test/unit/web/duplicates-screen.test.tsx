// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DuplicatesScreen } from '../../../web/src/features/duplicates/components/duplicates-screen';
import { fakeServer, json, renderApp, resetAppAroundEachTest } from './helpers';
import { photoView } from './uploads-fakes';

resetAppAroundEachTest();

describe('/duplicates', () => {
  it('keeps loading through pages that come back empty with a next one, and says there are none only at the end', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = fakeServer({
      'GET /api/duplicates': async (request) => {
        // The first request read its share of pairs marked "Not duplicates" and found no group yet.
        if (!new URL(request.url, 'http://localhost').searchParams.get('page')) return json(200, { groups: [], next_page: 'd0500' });
        await held;
        return json(200, { groups: [], next_page: null });
      },
    });
    renderApp('/duplicates', [{ path: '*', element: <DuplicatesScreen /> }]);
    // The screen asks again from where the server stopped, showing it is still loading meanwhile.
    await expect.poll(() => requests.some((request) => request.url.includes('page=d0500'))).toBe(true);
    expect(screen.getByLabelText('Loading duplicates')).toBeTruthy();
    expect(screen.queryByText('No duplicates found')).toBeNull();
    release();
    expect(await screen.findByText('No duplicates found')).toBeTruthy();
  });

  it("Keep this one's question says the other copy waits in Recently deleted, where it can be restored", async () => {
    const copy = (id: string) => ({ photo: photoView({ id, uploaded_by: 'u-1' }), size: 1000, named_faces: 0, format: 'JPEG', may_remove: true });
    fakeServer({ 'GET /api/duplicates': () => json(200, { groups: [{ id: 'g1', photos: [copy('a'), copy('b')], keep_id: 'a', reason: 'Sharpest', exact: false }], next_page: null }) });
    renderApp('/duplicates', [{ path: '*', element: <DuplicatesScreen /> }]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Keep this one' }))[0]!);
    const question = await screen.findByRole('alertdialog', { name: 'Keep this photo and delete the other copy?' });
    expect(within(question).getByText(/other copies move to this photo/).textContent).toBe(
      'Face names, the event and descriptions of the other copies move to this photo. The other copies then wait in the Recently deleted of whoever uploaded them for 30 days, where they can be restored; then they are deleted for good.',
    );
  });
});
