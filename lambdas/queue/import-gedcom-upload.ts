import { uploadConsumer } from '../runtime/upload-consumer';

/** Uploaded GEDCOM files, imported into the uploader's family tree. */
export const handler = uploadConsumer('gedcomImports', 'gedcom');
