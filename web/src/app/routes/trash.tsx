import { TrashScreen } from '../../features/photos/components/trash-screen';
import { AsViewer } from '../photo-viewer';

/** /photos/trash: Recently deleted, its own chunk. */
export function Component() {
  return (
    <AsViewer>
      <TrashScreen />
    </AsViewer>
  );
}
