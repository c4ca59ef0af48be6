/**
 * The low-level GEDCOM layer: bytes <-> record trees, for 5.5, 5.5.1 and 7.0, streamed, tolerant
 * and lossless. The family-history importer and exporter build on this; nothing here knows about
 * people or families as domain objects.
 */
export type {
  ByteSource,
  DetectedEncoding,
  GedcomDialect,
  GedcomEncoding,
  GedcomGarbage,
  GedcomLine,
  GedcomNode,
  GedcomRecord,
  GedcomToken,
  GedcomWarning,
  GedcomWarningCode,
} from './types';
export { GedcomReader, parseGedcomText, type GedcomReaderOptions, type GedcomSummary } from './reader';
export { decodeGedcomBytes, type DecodeOptions } from './decode';
export { detectEncoding, charsetLabel, sniffHeader, type EncodingChoice } from './encoding';
export { AnselDecoder, decodeAnsel } from './ansel';
export { Utf8Decoder, looksLikeUtf8 } from './utf8';
export { decodeCp1252 } from './cp1252';
export { LineSplitter, splitLines } from './lines';
export { tokenizeLine } from './tokenizer';
export { RecordAssembler, finalizeNode } from './assembler';
export { isPointer, escapeValue, unescapeValue } from './escapes';
export { readHeader, versionFamily, type GedcomHeader } from './header';
export { buildHeader, buildTrailer, type HeaderOptions } from './header-build';
export { RecordCounts } from './counts';
export { GedcomDiagnostics } from './diagnostics';
export { recordLines, writeRecord, writeGedcom, encodeUtf8, type GedcomWriteOptions } from './writer';
export { syntheticRecords, syntheticGedcom, syntheticGedcomBytes, syntheticCounts, type SyntheticOptions } from './synthetic';
