import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { createContext, useContext, type ReactNode } from 'react';

/** 'Tag a face' in the lightbox: on while the person draws a face the detector missed over the photo. */
export interface FaceDrawing {
  active: boolean;
  /** The face was added, or drawing was given up. */
  stop: () => void;
}

/** Who is looking: photos they did not upload show the uploader's name, and only their own can be deleted. */
export interface Viewer {
  userId: string;
  /**
   * Drawn over a photo in the lightbox, on exactly the rectangle the picture is shown in (the app
   * gives the faces feature's face boxes, and its drawing layer while 'Tag a face' is on).
   */
  photoOverlay?: (photo: PhotoView, drawing: FaceDrawing) => ReactNode;
  /** Drawn over a strip card with faces (the app gives the faces feature's boxes and face menu). */
  cardFaces?: (photo: PhotoView, faces: readonly FaceView[]) => ReactNode;
  /** The family has photos: the strip fetches its grid's code alongside the list, not after it. */
  hasPhotos?: boolean;
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer needs a <ViewerProvider> (the app route gives it the signed-in user)');
  return viewer;
}
