import { PhotoSearchScreen } from '../../features/photos/components/photo-search-screen';

/** /photos/search?q=: the photos whose caption or file name matches, its own chunk. */
export function Component() {
  return <PhotoSearchScreen />;
}
