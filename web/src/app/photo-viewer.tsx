import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../features/accounts/api/signed-in-user';
import { PhotoFaces } from '../features/faces/components/photo-faces';
import { ViewerProvider } from '../features/photos/hooks/viewer';

/** Face boxes and the face menu over the lightbox's photo, from the faces feature. */
const photoOverlay = (photo: PhotoView) => <PhotoFaces key={photo.id} photoId={photo.id} width={photo.width} height={photo.height} />;

/**
 * The photos feature learns who is looking from the signed-in user, and draws the faces
 * feature's boxes over photos, through this provider (features never import each other).
 */
export function AsViewer({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  return <ViewerProvider viewer={{ userId: user.user_id, photoOverlay }}>{children}</ViewerProvider>;
}
