import type { BoundingBox } from '@heirloom/shared/contracts/faces';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { namesFromText, useRefreshAfterFaces } from './faces';

/** Who a face drawn by hand is: someone chosen from the tree, or a new person by the name typed. */
export type DrawnFaceWho = { personId: string } | { newName: string };

/** POST /photo/{id}/faces: a face the detector missed, drawn over the photo, is that person. */
export function useAddFace(photoId: string) {
  const refresh = useRefreshAfterFaces();
  return useMutation({
    mutationFn: async ({ box, who }: { box: BoundingBox; who: DrawnFaceWho }) => {
      const person = 'personId' in who ? { person_id: who.personId } : { new_person: { names: namesFromText(who.newName) } };
      return api(endpoints.addPhotoFace, { bounding_box: box, ...person }, { params: { id: photoId } });
    },
    onSuccess: refresh,
  });
}
