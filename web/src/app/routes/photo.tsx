import { PhotoLightbox } from '../../features/photos/components/photo-lightbox';
import { Slideshow as SlideshowScreen } from '../../features/photos/components/slideshow';
import { AsViewer } from '../photo-viewer';

/** /photo/:photoId: the lightbox (spec 001 section 2), with face boxes and the face menu. */
export function Photo() {
  return (
    <AsViewer>
      <PhotoLightbox />
    </AsViewer>
  );
}

/** /slideshow/:photoId (spec 001 section 2). */
export function Slideshow() {
  return (
    <AsViewer>
      <SlideshowScreen />
    </AsViewer>
  );
}
