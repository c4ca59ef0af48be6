import { PhotoStripScreen } from '../../features/photos/components/photo-strip-screen';
import { AsViewer } from '../photo-viewer';

/** /photos/strip (spec 000 section 2). The lightbox and slideshow are their own chunk (./photo.tsx). */
export function Strip() {
  return (
    <AsViewer>
      <PhotoStripScreen />
    </AsViewer>
  );
}
