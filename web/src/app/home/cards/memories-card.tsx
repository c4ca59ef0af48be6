import { lazy, Suspense, useState } from 'react';
import { MemoriesSection, type MemoryReel } from '../../../features/memories/components/memories-section';
import { localDay } from '../../../features/memories/utils/local-day';

/** The slideshow is code home needs only once someone presses Play. */
const PhotoListSlideshow = lazy(() => import('../../../features/photos/components/photo-list-slideshow').then((module) => ({ default: module.PhotoListSlideshow })));

/** Today's memories, and their slideshow (the photos feature's) over the page when played. */
export function MemoriesCard() {
  const [playing, setPlaying] = useState<{ reel: MemoryReel; startAt: number } | null>(null);
  return (
    <>
      <MemoriesSection date={localDay()} onPlay={(reel, startAt) => setPlaying({ reel, startAt })} />
      {playing && (
        <Suspense fallback={null}>
          <PhotoListSlideshow photos={playing.reel.photos} startAt={playing.startAt} captionOf={(photo) => playing.reel.captions.get(photo.id) ?? ''} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </>
  );
}
