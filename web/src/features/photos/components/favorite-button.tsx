import type { PhotoView } from '@heirloom/shared/contracts/media';
import { Heart } from 'lucide-react';
import { toaster } from '../../../components/ui/toaster';
import { useFavoritePhoto } from '../api/favorite-photo';
import { OverlayButton } from './lightbox-chrome';

/** The lightbox's heart: adds the photo to the family's Favourites, or takes it out. */
export function FavoriteButton({ photo }: { photo: PhotoView }) {
  const favorite = useFavoritePhoto();
  const label = photo.favorite ? 'Remove from favourites' : 'Add to favourites';
  return (
    <OverlayButton
      aria-label={label}
      title={label}
      aria-pressed={photo.favorite}
      onClick={() =>
        favorite.mutate(
          { photo, favorite: !photo.favorite },
          { onError: (error) => toaster.create({ type: 'error', title: photo.favorite ? 'The photo is still a favourite' : 'The photo could not be added to favourites', description: error.message }) },
        )
      }
    >
      <Heart fill={photo.favorite ? 'currentColor' : 'none'} />
    </OverlayButton>
  );
}
