/**
 * GEDCOM import and export for the family tree. The upload pipeline calls `importGedcom` (bound
 * to real adapters by runtime/family-deps.ts `gedcomImporter()`) for each .ged object; the API
 * serves `exportGedcom` at GET /export/gedcom. See README.md for the mapping and the counts.
 */
export { importGedcom, ImportCancelledError, IMPORT_CANCELLED, type ImportGedcomInput, type ImportProgress } from './import-gedcom';
export { exportGedcom, exportRecords, type ExportOptions } from './export-gedcom';
export { getImport, listImports } from './import-records';
export { fileIdentity, importKeyFor } from './identity';
export type { ImportSource } from './byte-source';
export type { MediaReference } from './media-references';

import { deterministicId } from '../family/ids';

/** The import id for one uploaded object version, so a redelivered notification finds its run. */
export const importIdForUpload = (objectKey: string, eTag: string): string => deterministicId('gedcom-upload', objectKey, eTag);
