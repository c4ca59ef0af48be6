import type { UserView } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { splitTypedName } from '@heirloom/shared/rules/names';
import { api } from '../../lib/api-client';

/**
 * The photo path's step 2: the user becomes a person of their tree, named as typed, born when
 * they say, with their own photo. When faces found exactly one face in that photo, the person is
 * that face's (so every later photo of them follows); otherwise the photo is their icon.
 */
export async function createOwnPerson({ name, birthDate, photoId }: { name: string; birthDate: string; photoId: string | null }): Promise<UserView> {
  const names = [{ ...splitTypedName(name), name_type: 'Birth Name' as const }];
  const faces = photoId ? (await api(endpoints.getPhotoPeople, { params: { id: photoId } })).faces : [];
  const face = faces.length === 1 ? faces[0]! : null;
  let person = face?.person_id
    ? (await api(endpoints.savePerson, { names }, { params: { id: face.person_id } })).person
    : (await api(endpoints.createPerson, { names }, face ? { query: { face_id: face.id } } : {})).person;
  if (birthDate.trim()) {
    person = (await api(endpoints.createEvent, { event_type: 'birth', person_id: person.id, event_role: 'child', start_date: birthDate.trim(), end_date: '' })).person;
  }
  const { user } = await api(endpoints.setOwnPerson, { person_id: person.id });
  if (photoId && !face) await api(endpoints.setPersonThumbnail, { params: { id: person.id, imageId: photoId } });
  return user;
}
