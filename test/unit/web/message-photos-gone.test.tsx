// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });
resetAppAroundEachTest();

const message = (photoIds: string[]) => ({
  id: 'm1',
  message_type: 'family_member_image',
  message_subtype: 'family_member_image',
  title: 'Paul Cousin added 1 photo',
  body: "Paul Cousin added 1 photo to your family's library.",
  link: '/photo/p1',
  link_label: 'See the photo',
  created_at: '2026-12-07T08:00:00.000Z',
  read: true,
  photo_ids: photoIds,
  count: 1,
});

describe("a message about photos that have left the family's library", () => {
  it('says where they went instead of offering a link that opens nothing', async () => {
    signedInServer(makeUser(), {
      'GET /api/message/m1': () => json(200, { message: message([]), unread_count: 0 }),
      'GET /api/messages': () => json(200, { messages: [message([])], unread_count: 0, cursor: null }),
    });
    renderApp('/message/m1');
    expect(await screen.findByText('These photos are no longer in the family’s library: they were deleted, or went with a member who left the family.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the photo' })).toBeNull();
  });

  it('offers the photo while it is there', async () => {
    signedInServer(makeUser(), {
      'GET /api/message/m1': () => json(200, { message: message(['p1']), unread_count: 0 }),
      'GET /api/messages': () => json(200, { messages: [message(['p1'])], unread_count: 0, cursor: null }),
    });
    renderApp('/message/m1');
    expect(await screen.findByRole('link', { name: 'See the photo' })).toBeTruthy();
    expect(screen.queryByText(/no longer in the family’s library/)).toBeNull();
  });
});
