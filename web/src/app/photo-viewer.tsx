import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSignedInUser } from '../features/accounts/api/signed-in-user';
import { FacePersonNoteProvider } from '../features/faces/hooks/face-person-note';
import { ViewerProvider, type FaceDrawing } from '../features/photos/hooks/viewer';

/** The lightbox's face boxes are code the strip does not need. */
const PhotoFaces = lazy(() => import('../features/faces/components/photo-faces').then((module) => ({ default: module.PhotoFaces })));

/** Face boxes and the face menu over the lightbox's photo, from the faces feature. */
const photoOverlay = (photo: PhotoView, drawing: FaceDrawing) => (
  <Suspense fallback={null}>
    <PhotoFaces photoId={photo.id} uploadedBy={photo.uploaded_by} pictureUrl={photo.thumbnail_urls['1600']} drawing={drawing} />
  </Suspense>
);
/** How a face's person is related to the reader: code only the face menu needs. */
const RelationshipWords = lazy(() => import('../features/relationships/components/relationship-answer').then((module) => ({ default: module.RelationshipWords })));

/** A card's face boxes are code a strip without faces (or without photos) does not need. */
const CardFaces = lazy(() => import('../features/faces/components/card-faces').then((module) => ({ default: module.CardFaces })));

/** Face boxes and the face menu over a strip card, from the faces that came with the strip's page. */
const cardFaces = (photo: PhotoView, faces: readonly FaceView[]) => (
  <Suspense fallback={null}>
    <CardFaces photo={photo} faces={faces} />
  </Suspense>
);

/**
 * The photos feature learns who is looking from the signed-in user, and draws the faces
 * feature's boxes over photos, through this provider (features never import each other).
 */
export function AsViewer({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const me = user.person;
  // The face menu says how a named face's person is related to the reader, once they have chosen themselves.
  const note = (personId: string) =>
    me && me !== personId ? (
      <Suspense fallback={null}>
        <RelationshipWords personId={personId} otherId={me} youId={me} />
      </Suspense>
    ) : null;
  return (
    <FacePersonNoteProvider note={note}>
      <ViewerProvider viewer={{ userId: user.user_id, photoOverlay, cardFaces, hasPhotos: user.has_photos }}>{children}</ViewerProvider>
    </FacePersonNoteProvider>
  );
}
