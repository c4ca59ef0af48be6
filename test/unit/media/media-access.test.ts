import { describe, expect, it } from 'vitest';
import { GatedMediaLinks } from '../../../lambdas/adapters/aws/gated-media-links';
import { NotFoundError } from '../../../lambdas/domain/errors';
import { assertMayFetchMedia } from '../../../lambdas/domain/media/media-access';
import type { Membership } from '../../../lambdas/ports/sharing';

const memberOf = (familyId: string) => (userId: string): Membership => ({ userId, familyId, username: userId, joinedAt: 0, movingFrom: null });
const memberships: Record<string, Membership | null> = { anna: memberOf('fam')('anna'), ben: memberOf('fam')('ben'), zoe: memberOf('other')('zoe'), solo: null };
const lookup = async (userId: string) => memberships[userId] ?? null;
const session = (userId: string, familyId?: string) => ({ sessionId: 's', userId, expiresAt: 0, ...(familyId ? { familyId } : {}) });
const annasPicture = 'users/anna/media/01J/300.webp';

describe('who may fetch a stored file through the media gate', () => {
  it('its uploader, and the members of the uploader’s family right now', async () => {
    await expect(assertMayFetchMedia(lookup, session('anna', 'fam'), annasPicture)).resolves.toBeUndefined();
    await expect(assertMayFetchMedia(lookup, session('ben', 'fam'), annasPicture)).resolves.toBeUndefined();
    await expect(assertMayFetchMedia(lookup, session('solo'), 'users/solo/uploads/01J/a.jpg')).resolves.toBeUndefined();
  });

  it('nobody else: another family, a family of one, a removed member (their session is their own family again)', async () => {
    for (const caller of [session('zoe', 'other'), session('solo'), session('carl', 'carl')]) {
      await expect(assertMayFetchMedia(lookup, caller, annasPicture)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it('keys outside an uploader’s folder, or climbing out of it, are never served', async () => {
    for (const key of ['blog/cover.jpg', 'users/anna/../zoe/media/x.webp', 'users//media/x']) {
      await expect(assertMayFetchMedia(lookup, session('anna', 'fam'), key)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it('links name the gate and the key (the same for every member), originals with their download name', async () => {
    const links = new GatedMediaLinks('https://photos.example.com');
    expect(await links.derived(annasPicture)).toBe('https://photos.example.com/api/media/users/anna/media/01J/300.webp');
    expect(await links.original('users/anna/uploads/01J/Grandma at 90.jpg', 'Grandma at 90.jpg')).toBe(
      'https://photos.example.com/api/media/users/anna/uploads/01J/Grandma%20at%2090.jpg?original=1&name=Grandma+at+90.jpg',
    );
  });
});
