import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useState } from 'react';
import { nextSlide, useSlideshowTimer } from '../hooks/use-slideshow';
import { SlideshowStage, whenAndWhere } from './slideshow-stage';

/**
 * A slideshow of a list the page already holds (a day's memories): every 5 seconds the next photo,
 * the first again after the last; `captionOf` says what each photo is remembered for.
 */
export function PhotoListSlideshow({ photos, startAt = 0, captionOf, onClose }: { photos: readonly PhotoView[]; startAt?: number; captionOf?: (photo: PhotoView) => string; onClose: () => void }) {
  const [index, setIndex] = useState(Math.min(startAt, Math.max(photos.length - 1, 0)));
  const [playing, setPlaying] = useState(true);
  const photo = photos[index];
  const advance = () => setIndex((at) => nextSlide(at, photos.length, false) ?? 0);
  const back = () => setIndex((at) => (at > 0 ? at - 1 : photos.length - 1));
  useSlideshowTimer({ playing: playing && Boolean(photo), slideKey: photo?.id ?? '', advance });
  const caption = photo ? [captionOf?.(photo), whenAndWhere(photo)].filter(Boolean).join(' · ') : '';
  return <SlideshowStage photo={photo} nextPhoto={photos[(index + 1) % photos.length]} caption={caption} controls={{ playing, toggle: () => setPlaying((value) => !value), advance, back, close: onClose }} />;
}
