import { cp1252Char } from './cp1252';

/**
 * Streaming UTF-8 decoding that counts what it repairs. TextDecoder alone either throws (fatal) or
 * silently inserts U+FFFD; we want both tolerance and a warning, and for files that only claim
 * ASCII (or claim nothing) we want stray bytes read as Windows-1252, which is what such files
 * almost always are. So each chunk is cut at a character boundary and tried with a fatal native
 * decoder (fast path); only a chunk that fails is walked byte by byte.
 */

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });


export type Utf8Fallback = 'replacement' | 'windows-1252';

export class Utf8Decoder {
  private carry: Uint8Array | undefined;
  /** Byte sequences that were not UTF-8 (each became U+FFFD or a Windows-1252 character). */
  invalidSequences = 0;

  constructor(private readonly fallback: Utf8Fallback = 'replacement') {}

  decode(chunk: Uint8Array, stream = false): string {
    let bytes = chunk;
    if (this.carry) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = undefined;
    }
    let end = bytes.length;
    if (stream) {
      end = completeLength(bytes);
      if (end < bytes.length) this.carry = bytes.slice(end);
    }
    const body = end === bytes.length ? bytes : bytes.subarray(0, end);
    try {
      return fatal.decode(body);
    } catch {
      return this.repair(body);
    }
  }

  /** Byte-by-byte decode of a chunk known to hold at least one bad sequence. */
  private repair(bytes: Uint8Array): string {
    const out: string[] = [];
    let start = 0; // start of the current run of valid bytes
    let i = 0;
    const flushValid = (to: number) => {
      if (to > start) out.push(fatal.decode(bytes.subarray(start, to)));
    };
    while (i < bytes.length) {
      const len = validSequenceLength(bytes, i);
      if (len > 0) {
        i += len;
        continue;
      }
      flushValid(i);
      this.invalidSequences += 1;
      out.push(this.fallback === 'windows-1252' && bytes[i]! >= 0x80 ? cp1252Char(bytes[i]!) : '\ufffd');
      i += 1;
      start = i;
    }
    flushValid(i);
    return out.join('');
  }
}

/** Length of the valid UTF-8 sequence starting at i, or 0 if none (RFC 3629 rules). */
function validSequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i]!;
  if (b0 < 0x80) return 1;
  let need: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) need = 1;
  else if (b0 >= 0xe0 && b0 <= 0xef) {
    need = 2;
    if (b0 === 0xe0) lo = 0xa0; // no overlongs
    if (b0 === 0xed) hi = 0x9f; // no surrogates
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    need = 3;
    if (b0 === 0xf0) lo = 0x90;
    if (b0 === 0xf4) hi = 0x8f; // nothing above U+10FFFF
  } else return 0;
  for (let k = 1; k <= need; k += 1) {
    const b = bytes[i + k];
    if (b === undefined) return 0;
    if (k === 1 ? b < lo || b > hi : b < 0x80 || b > 0xbf) return 0;
  }
  return need + 1;
}

/**
 * How many leading bytes end on a character boundary: a multi-byte character cut by the chunk end
 * is held back for the next chunk. Only the last 3 bytes can belong to such a character.
 */
function completeLength(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back += 1) {
    const b = bytes[n - back]!;
    if (b < 0x80) return n; // ASCII: boundary
    if (b >= 0xc0) {
      const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return size > back ? n - back : n;
    }
    // continuation byte: keep looking back for its lead byte
  }
  return n;
}

/** True when the bytes hold at least one multi-byte UTF-8 character and no invalid sequence. */
export function looksLikeUtf8(bytes: Uint8Array): boolean {
  let multi = 0;
  const end = completeLength(bytes);
  for (let i = 0; i < end; ) {
    const len = validSequenceLength(bytes, i);
    if (len === 0) return false;
    if (len > 1) multi += 1;
    i += len;
  }
  return multi > 0;
}
