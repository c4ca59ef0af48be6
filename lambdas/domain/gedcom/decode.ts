import { AnselDecoder } from './ansel';
import { decodeCp1252 } from './cp1252';
import { decodeDos } from './dos-code-pages';
import type { GedcomDiagnostics } from './diagnostics';
import { detectEncoding, type EncodingChoice } from './encoding';
import type { ByteSource, GedcomEncoding } from './types';
import { Utf8Decoder } from './utf8';

/**
 * Bytes in, text out, one chunk at a time. The first bytes are held back only until the header's
 * `1 CHAR` line has been seen (at most `sniffBytes`), then every chunk is decoded as it arrives,
 * so memory does not grow with the file.
 */

export interface DecodeOptions {
  /** Skip detection and use this decoder. */
  encoding?: GedcomEncoding;
  /** Upper bound on bytes held back while looking for the header's CHAR line. */
  sniffBytes?: number;
  /** Told which decoder was chosen, before the first text chunk is yielded. */
  onDetect?: (choice: EncodingChoice) => void;
}

interface ChunkDecoder {
  decode(bytes: Uint8Array, stream: boolean): string;
  /** Counted repairs, reported once at the end. */
  report(): string | undefined;
}

function makeDecoder(choice: EncodingChoice): ChunkDecoder {
  switch (choice.encoding) {
    case 'ansel': {
      const d = new AnselDecoder();
      return {
        decode: (b, s) => d.decode(b, s),
        report: () => {
          const parts: string[] = [];
          if (d.invalidBytes) parts.push(`${d.invalidBytes} byte(s) that are not ANSEL became U+FFFD`);
          if (d.danglingMarks) parts.push(`${d.danglingMarks} diacritic(s) had no letter to sit on`);
          return parts.length ? parts.join('; ') : undefined;
        },
      };
    }
    case 'utf-8': {
      const d = new Utf8Decoder(choice.fallback);
      return {
        decode: (b, s) => d.decode(b, s),
        report: () =>
          d.invalidSequences === 0
            ? undefined
            : choice.fallback === 'windows-1252'
              ? `${d.invalidSequences} byte(s) were not UTF-8 and were read as Windows-1252`
              : `${d.invalidSequences} invalid UTF-8 byte(s) became U+FFFD`,
      };
    }
    case 'windows-1252':
      // Single-byte: no state to carry between chunks.
      return { decode: (b) => decodeCp1252(b), report: () => undefined };
    case 'ibm437':
    case 'ibm850': {
      const page = choice.encoding;
      return { decode: (b) => decodeDos(b, page), report: () => undefined };
    }
    default: {
      // UTF-16 (BOM already skipped) and Mac Roman: the runtime knows these.
      const d = new TextDecoder(choice.encoding, { ignoreBOM: true });
      return { decode: (b, s) => d.decode(b, { stream: s }), report: () => undefined };
    }
  }
}

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  for await (const chunk of source as AsyncIterable<Uint8Array>) {
    // Node streams may hand out Buffers (a Uint8Array subclass) or, misconfigured, strings.
    yield typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
  }
}

export async function* decodeGedcomBytes(
  source: ByteSource,
  diagnostics: GedcomDiagnostics,
  options: DecodeOptions = {},
): AsyncGenerator<string> {
  const sniffBytes = options.sniffBytes ?? 256 * 1024;
  const held: Uint8Array[] = [];
  let heldLength = 0;
  let nextProbe = 4096;
  let decoder: ChunkDecoder | undefined;

  const start = (atEnd: boolean): string => {
    const prefix = concat(held, heldLength);
    const detected = detectEncoding(prefix, atEnd);
    const choice: EncodingChoice = options.encoding
      ? { ...detected, encoding: options.encoding, source: 'option', fallback: 'replacement' }
      : detected;
    if (choice.note) diagnostics.warn('encoding', choice.note, choice.noteLine);
    options.onDetect?.(choice);
    decoder = makeDecoder(choice);
    held.length = 0;
    heldLength = 0;
    return decoder.decode(prefix.subarray(choice.bomLength), !atEnd);
  };

  const iterator = chunksOf(source);
  for await (const chunk of iterator) {
    if (decoder) {
      const text = decoder.decode(chunk, true);
      if (text) yield text;
      continue;
    }
    held.push(chunk);
    heldLength += chunk.length;
    // Probe at 4 KB, then each time the held bytes double: tiny chunks must not make this quadratic.
    if (heldLength >= nextProbe || heldLength >= sniffBytes) {
      nextProbe = heldLength * 2;
      const probe = detectEncoding(concat(held, heldLength), false);
      if (probe.headerComplete || heldLength >= sniffBytes) {
        const text = start(false);
        if (text) yield text;
      }
    }
  }
  if (!decoder) {
    const text = start(true);
    if (text) yield text;
  } else {
    const tail = decoder.decode(new Uint8Array(0), false);
    if (tail) yield tail;
  }
  const report = decoder?.report();
  if (report) diagnostics.warn('invalid-bytes', report);
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
