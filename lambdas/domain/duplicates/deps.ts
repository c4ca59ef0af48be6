import type { FaceStore } from '../../ports/face-store';
import type { NearDuplicateStore } from '../../ports/duplicates';
import type { LibraryDeps } from '../library/deps';

/** What the review, keep and dismiss use cases need; the library's deps do the deleting. */
export interface DuplicateDeps {
  duplicates: NearDuplicateStore;
  library: LibraryDeps;
  faces: Pick<FaceStore, 'facesOfPhoto' | 'facesOfPhotos' | 'putFaces' | 'getScan' | 'putScan'>;
  now: () => number;
}
