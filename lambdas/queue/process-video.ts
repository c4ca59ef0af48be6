import { uploadConsumer } from '../runtime/upload-consumer';

/** Uploaded videos, one a batch: transcoded to MP4 with a poster frame (make-video.ts). */
export const handler = uploadConsumer('videos', 'videos');
