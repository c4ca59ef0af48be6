// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';
import { photoView, photoDetail } from './uploads-fakes';

resetAppAroundEachTest();

describe('deleting from the photo side panel', () => {
  it('in the lightbox, steps on to the next photo and never asks the server for the one it deleted', async () => {
    const photos = ['p1', 'p2'].map((id) => photoView({ id, uploaded_by: 'u-1' }));
    let deleted = false;
    const requests = signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/photos': () => json(200, { photos: deleted ? photos.slice(1) : photos, next_page: null }),
      'GET /api/photo/p1': () => (deleted ? json(404, { message: 'This photo no longer exists.' }) : json(200, { photo: photoDetail(photos[0]!) })),
      'GET /api/photo/p2': () => json(200, { photo: photoDetail(photos[1]!) }),
      'DELETE /api/photo/p1': () => {
        deleted = true;
        return json(200, { status: 'ok' });
      },
    });
    const { router } = renderApp('/photos/strip');
    fireEvent.click((await screen.findAllByRole('link', { name: /^Open / }))[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('form', { name: 'Photo details' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/p2'));
    await screen.findByText('Photo deleted');
    const afterDelete = requests.slice(requests.findIndex((request) => request.method === 'DELETE'));
    expect(afterDelete.filter((request) => request.method === 'GET' && request.url.startsWith('/api/photo/p1'))).toEqual([]);
  });

  it('deletes from the viewer’s own button too, stepping on to the next photo, which is offered none when it is someone else’s', async () => {
    const photos = [photoView({ id: 'p1', uploaded_by: 'u-1' }), photoView({ id: 'p2', uploaded_by: 'u-2', username: 'Grace' })];
    let deleted = false;
    signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/photos': () => json(200, { photos: deleted ? photos.slice(1) : photos, next_page: null }),
      'DELETE /api/photo/p1': () => {
        deleted = true;
        return json(200, { status: 'ok' });
      },
    });
    const { router } = renderApp('/photos/strip');
    fireEvent.click((await screen.findAllByRole('link', { name: /^Open / }))[0]!);
    // Shown from the sm width up, a media query jsdom does not apply, so hidden here: a hidden
    // element has no accessible name, so it is found by its label.
    fireEvent.click(await screen.findByLabelText('Delete photo'));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/p2'));
    await screen.findByText('Photo deleted');
    await screen.findByText('Uploaded by Grace');
    expect(screen.queryByLabelText('Delete photo')).toBeNull();
  });

  it('names what is deleted, and never asks the server for the photo it deleted', async () => {
    const photo = photoView({ id: 'p1', uploaded_by: 'u-1' });
    const video = photoView({ id: 'v1', uploaded_by: 'u-1', image_type: 'video' });
    let deleted = false;
    const requests = signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/photos': () => json(200, { photos: deleted ? [video] : [photo, video], next_page: null }),
      'GET /api/photo/p1': () => (deleted ? json(404, { message: 'This photo no longer exists.' }) : json(200, { photo: photoDetail(photo) })),
      'GET /api/photo/v1': () => json(200, { photo: photoDetail(video) }),
      'DELETE /api/photo/p1': () => {
        deleted = true;
        return json(200, { status: 'ok' });
      },
    });
    renderApp('/photos/strip');
    fireEvent.click((await screen.findAllByRole('button', { name: /^Details of / }))[0]!);
    const panel = await screen.findByRole('form', { name: 'Photo details' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Photo deleted');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Photo details' })).toBeNull());
    const afterDelete = requests.slice(requests.findIndex((request) => request.method === 'DELETE'));
    expect(afterDelete.filter((request) => request.method === 'GET' && request.url.startsWith('/api/photo/p1'))).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: /^Details of / }));
    const videoPanel = await screen.findByRole('form', { name: 'Photo details' });
    fireEvent.click(within(videoPanel).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete this video?' })).toBeTruthy();
  });
});

describe("the strip's count after Delete", () => {
  it('goes down with the photos deleted, without reading the list again', async () => {
    const photos = Array.from({ length: 3 }, (_, i) => photoView({ id: `p${i + 1}`, uploaded_by: 'u-1' }));
    const requests = signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/photos': () => json(200, { photos, next_page: null, total: 3 }),
      'GET /api/photo/p1': () => json(200, { photo: photoDetail(photos[0]!) }),
      'DELETE /api/photo/p1': () => json(200, { status: 'ok' }),
    });
    renderApp('/photos/strip');
    expect(await screen.findByText('3 items, newest first')).toBeTruthy();
    fireEvent.click((await screen.findAllByRole('button', { name: /^Details of / }))[0]!);
    fireEvent.click(within(await screen.findByRole('form', { name: 'Photo details' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 items, newest first')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/photos'))).toHaveLength(1);
  });
});

describe('Undo on the notice after Delete', () => {
  it('puts the deleted photo straight back from Recently deleted, after its panel has closed', async () => {
    const photos = ['p1', 'p2'].map((id) => photoView({ id, uploaded_by: 'u-1' }));
    let deleted = false;
    const requests = signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/photos': () => json(200, { photos: deleted ? photos.slice(1) : photos, next_page: null }),
      'GET /api/photo/p1': () => json(200, { photo: photoDetail(photos[0]!) }),
      'DELETE /api/photo/p1': () => {
        deleted = true;
        return json(200, { status: 'Success', count: 1 });
      },
      'POST /api/photos/trash/restore': () => {
        deleted = false;
        return json(200, { status: 'Success', count: 1 });
      },
    });
    renderApp('/photos/strip');
    fireEvent.click((await screen.findAllByRole('button', { name: /^Details of / }))[0]!);
    const panel = await screen.findByRole('form', { name: 'Photo details' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Photo details' })).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-photo-card="p1"]')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('Restored');
    const restore = requests.find((request) => request.method === 'POST' && request.url === '/api/photos/trash/restore');
    expect(restore?.body).toEqual({ ids: ['p1'] });
    // The strip asks again and shows it where it was.
    await waitFor(() => expect(document.querySelector('[data-photo-card="p1"]')).not.toBeNull());
  });
});
