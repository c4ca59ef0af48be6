import { useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loadedPhotos } from '../api/photo-list';
import { useListPosition } from '../hooks/use-list-position';
import { nextSlide, useSlideshowTimer } from '../hooks/use-slideshow';
import { useStripFilters } from './photo-lightbox';
import { lightboxPath } from '../utils/filters';
import { SlideshowStage, whenAndWhere } from './slideshow-stage';

/**
 * /slideshow/{id} (spec 001 section 2, same query as the lightbox): the list's photos one after
 * another every 5 seconds, starting again after the last; pause and play (Space), previous and
 * next (arrows), Close (Escape) back to the photo it stopped on.
 */
export function Slideshow() {
  const { photoId = '' } = useParams();
  const { filters, hintIndex } = useStripFilters();
  const navigate = useNavigate();
  const location = useLocation();
  const position = useListPosition(photoId, filters, hintIndex);
  const { photo, photos, index, list } = position;
  const [playing, setPlaying] = useState(true);
  const fetching = useRef(false);

  const show = (at: number) => {
    const target = photos[at];
    if (target) navigate(lightboxPath(target.id, filters, at, 'slideshow'), { replace: true, state: location.state });
  };
  const advance = () => {
    if (index < 0 || fetching.current) return;
    const at = nextSlide(index, photos.length, list.hasNextPage);
    if (at !== null) return show(at);
    // The end of what has loaded: fetch the next page, then carry on into it (or wrap around).
    fetching.current = true;
    const from = index;
    void list.fetchNextPage().then((result) => {
      fetching.current = false;
      const loaded = loadedPhotos(result.data?.pages);
      const target = loaded[from + 1] ? from + 1 : 0;
      const chosen = loaded[target];
      if (chosen) navigate(lightboxPath(chosen.id, filters, target, 'slideshow'), { replace: true, state: location.state });
    });
  };
  const back = () => {
    if (index > 0) show(index - 1);
    else if (!list.hasNextPage && photos.length > 1) show(photos.length - 1);
  };
  // The slideshow stands in for the lightbox in the history: Close shows the photo it stopped on there.
  const close = () => navigate(index >= 0 && photo ? lightboxPath(photo.id, filters, index) : '/photos/strip', { replace: true, state: location.state });

  useSlideshowTimer({ playing: playing && Boolean(photo), slideKey: photoId, advance });

  const nextPhoto = index >= 0 ? photos[index + 1] : undefined;
  return <SlideshowStage photo={photo} nextPhoto={nextPhoto} caption={whenAndWhere(photo)} controls={{ playing, toggle: () => setPlaying((value) => !value), advance, back, close }} />;
}
