// @vitest-environment jsdom
import type { DocumentDetail } from '@heirloom/shared/contracts/photos';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { familyMembers, json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';
import { photoView, photoDetail } from './uploads-fakes';

resetAppAroundEachTest();

const ME = makeUser({ user_id: 'u-1', customer_plan: 'Trial' });
const urls = { '64': 'https://media.test/d-64.webp', '300': 'https://media.test/d-300.webp', '1600': 'https://media.test/d-1600.webp' };
const document = (userId: string): DocumentDetail => ({
  id: 'd1', title: 'Letters from Grandpa', author: null, publication: null, page_count: 1, has_page: true, cover: urls, download_url: 'https://media.test/d1.pdf',
  user_id: userId, name: 'd1.pdf', can_be_photo: false, created_at: 1, pages: [{ page: 1, width: 850, height: 1100, thumbnail_urls: urls }], next_page: null, draft: false,
});

/** The details form's fields (text boxes and choosers) and whether each is turned off. */
const fieldsOff = (form: HTMLElement) => [...within(form).getAllByRole('textbox'), ...within(form).queryAllByRole('combobox')].map((field) => field.matches(':disabled'));

async function photoPanel(uploadedBy: string, role: 'admin' | 'member') {
  const photo = photoView({ id: 'p1', uploaded_by: uploadedBy, username: 'Anna Archer', location_id: 'L1', location: { id: 'L1', formatted_address: 'Berlin, Germany', place_id: null } });
  signedInServer(ME, {
    'GET /api/family/members': () => json(200, familyMembers('u-1', role)),
    'GET /api/photos': () => json(200, { photos: [photo], next_page: null }),
    'GET /api/photo/p1': () => json(200, { photo: photoDetail(photo) }),
  });
  renderApp('/photos/strip');
  fireEvent.click(await screen.findByRole('button', { name: /^Details of / }));
  return screen.findByRole('form', { name: 'Photo details' });
}

async function documentPanel(userId: string, role: 'admin' | 'member') {
  signedInServer(ME, {
    'GET /api/family/members': () => json(200, familyMembers('u-1', role)),
    'GET /api/document/d1': () => json(200, { document: document(userId) }),
  });
  renderApp('/document/d1');
  fireEvent.click(await screen.findByRole('button', { name: 'Document details' }));
  return screen.findByRole('form', { name: 'Document details' });
}

describe('details a member may read but not change', () => {
  it("the photo side panel turns its fields off, with no Save, for a member looking at someone else's photo", async () => {
    const form = await photoPanel('founder-1', 'member');
    await within(form).findByTestId('not-yours');
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(fieldsOff(form).length).toBeGreaterThanOrEqual(3);
    expect(fieldsOff(form).every(Boolean)).toBe(true);
    // Download stays: everyone in the family may download.
    expect(within(form).getByRole('button', { name: 'Download' }).matches(':disabled')).toBe(false);
    // Nothing offers a change that cannot be made: no clearing the place, no making an event.
    const clearPlace = form.querySelector<HTMLButtonElement>('button[aria-label="Clear place"]')!;
    expect(clearPlace.matches(':disabled')).toBe(true);
    expect(getComputedStyle(clearPlace).display).toBe('none');
    expect(within(form).queryByText(/type a new name to create one/)).toBeNull();
  });

  it("keeps them on for the family's admin", async () => {
    const asAdmin = await photoPanel('founder-1', 'admin');
    await within(asAdmin).findByRole('button', { name: 'Save' });
    expect(fieldsOff(asAdmin).some(Boolean)).toBe(false);
    expect(getComputedStyle(within(asAdmin).getByRole('button', { name: 'Clear place' })).display).not.toBe('none');
    expect(within(asAdmin).getByText(/type a new name to create one/)).toBeTruthy();
  });

  it("keeps them on for the member who uploaded the photo", async () => {
    const asUploader = await photoPanel('u-1', 'member');
    await within(asUploader).findByRole('button', { name: 'Save' });
    expect(fieldsOff(asUploader).some(Boolean)).toBe(false);
  });

  it("the document side panel turns its fields off for a member looking at someone else's document", async () => {
    const form = await documentPanel('founder-1', 'member');
    await within(form).findByTestId('not-yours');
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(fieldsOff(form)).toEqual([true, true, true]);
  });

  it('and keeps them on for the member who uploaded it', async () => {
    const form = await documentPanel('u-1', 'member');
    await within(form).findByRole('button', { name: 'Save' });
    expect(fieldsOff(form)).toEqual([false, false, false]);
  });
});
