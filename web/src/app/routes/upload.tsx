import { UploadScreen } from '../../features/uploads/components/upload-screen';

/** /upload: the upload screen (its account comes from the signed-in layout's UploadsProvider). */
export function Component() {
  return <UploadScreen />;
}
