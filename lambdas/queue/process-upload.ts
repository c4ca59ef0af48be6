import { uploadConsumer } from '../runtime/upload-consumer';

/**
 * S3 ObjectCreated notifications for the uploads bucket, ten to a batch: photos and PDFs are made
 * here; a video, archive or GEDCOM file is handed to its own queue (upload-lanes.ts).
 */
export const handler = uploadConsumer('processing', 'photos');
