import { PhotoSearchScreen } from '../../features/photos/components/photo-search-screen';

/** /photos/search?q=: the photos whose place, caption or file name matches, its own chunk. */
export function Component() {
  return <PhotoSearchScreen />;
}
