import type { ReactNode } from 'react';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { PhotoLightbox } from '../../features/photos/components/photo-lightbox';
import { PhotoStripScreen } from '../../features/photos/components/photo-strip-screen';
import { Slideshow as SlideshowScreen } from '../../features/photos/components/slideshow';
import { ViewerProvider } from '../../features/photos/hooks/viewer';

/** The photos feature learns who is looking from the signed-in user (features never import each other). */
function AsViewer({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  return <ViewerProvider viewer={{ userId: user.user_id }}>{children}</ViewerProvider>;
}

/** /photos/strip (spec 000 section 2). */
export function Strip() {
  return (
    <AsViewer>
      <PhotoStripScreen />
    </AsViewer>
  );
}

/** /photo/:photoId: the lightbox (spec 001 section 2). */
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
