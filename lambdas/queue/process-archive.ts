import { uploadConsumer } from '../runtime/upload-consumer';

/** Uploaded Takeout and Facebook zips, one slice of entries a message (import-archive.ts). */
export const handler = uploadConsumer('archives', 'archives');
