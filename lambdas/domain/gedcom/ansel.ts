/**
 * ANSEL (ANSI Z39.47 / MARC-8 Latin) decoding, as used by GEDCOM 5.x files written by PAF and its
 * peers. No runtime decoder knows ANSEL, so the table lives here. Two things make it different
 * from a plain code page:
 *  - bytes E0-FE are combining diacritics that come BEFORE the letter they decorate, while Unicode
 *    puts combining marks AFTER it; we hold them until the base letter arrives, then emit
 *    base + marks and compose with NFC (ANSEL 'E2 65' -> 'é');
 *  - a mark can sit at the end of one chunk and its letter at the start of the next, so the
 *    decoder keeps that state between calls.
 * Table: Library of Congress MARC-8 ANSEL plus the GEDCOM additions (BE/BF boxes, CD/CE midline
 * e/o, CF es-zet) as listed by H. Eichmann, whose torture files we test against.
 */

const SPACING: Readonly<Record<number, string>> = {
  0x88: '\u0098', // MARC-8 non-sort begin
  0x89: '\u009c', // MARC-8 non-sort end
  0x8d: '\u200d', // zero width joiner
  0x8e: '\u200c', // zero width non-joiner
  0xa1: '\u0141', // Ł
  0xa2: '\u00d8', // Ø
  0xa3: '\u0110', // Đ
  0xa4: '\u00de', // Þ
  0xa5: '\u00c6', // Æ
  0xa6: '\u0152', // Œ
  0xa7: '\u02b9', // soft sign / prime
  0xa8: '\u00b7', // middle dot
  0xa9: '\u266d', // music flat
  0xaa: '\u00ae', // registered
  0xab: '\u00b1', // plus-minus
  0xac: '\u01a0', // Ơ
  0xad: '\u01af', // Ư
  0xae: '\u02bc', // alif / modifier apostrophe
  0xb0: '\u02bb', // ayn / turned comma
  0xb1: '\u0142', // ł
  0xb2: '\u00f8', // ø
  0xb3: '\u0111', // đ
  0xb4: '\u00fe', // þ
  0xb5: '\u00e6', // æ
  0xb6: '\u0153', // œ
  0xb7: '\u02ba', // hard sign / double prime
  0xb8: '\u0131', // dotless i
  0xb9: '\u00a3', // pound
  0xba: '\u00f0', // eth
  0xbc: '\u01a1', // ơ
  0xbd: '\u01b0', // ư
  0xbe: '\u25a1', // empty box (GEDCOM/LDS)
  0xbf: '\u25a0', // black box (GEDCOM/LDS)
  0xc0: '\u00b0', // degree
  0xc1: '\u2113', // script l
  0xc2: '\u2117', // sound recording copyright
  0xc3: '\u00a9', // copyright
  0xc4: '\u266f', // music sharp
  0xc5: '\u00bf', // inverted question mark
  0xc6: '\u00a1', // inverted exclamation mark
  0xc7: '\u00df', // es-zet (MARC-8)
  0xc8: '\u20ac', // euro (MARC-8)
  0xcd: '\u1d49', // midline e (GEDCOM/LDS)
  0xce: '\u1d52', // midline o (GEDCOM/LDS)
  0xcf: '\u00df', // es-zet (GEDCOM)
};

const COMBINING: Readonly<Record<number, string>> = {
  0xe0: '\u0309', // hook above
  0xe1: '\u0300', // grave
  0xe2: '\u0301', // acute
  0xe3: '\u0302', // circumflex
  0xe4: '\u0303', // tilde
  0xe5: '\u0304', // macron
  0xe6: '\u0306', // breve
  0xe7: '\u0307', // dot above
  0xe8: '\u0308', // diaeresis
  0xe9: '\u030c', // caron
  0xea: '\u030a', // ring above
  0xeb: '\ufe20', // ligature, left half
  0xec: '\ufe21', // ligature, right half
  0xed: '\u0315', // comma above right
  0xee: '\u030b', // double acute
  0xef: '\u0310', // candrabindu
  0xf0: '\u0327', // cedilla
  0xf1: '\u0328', // ogonek (right hook)
  0xf2: '\u0323', // dot below
  0xf3: '\u0324', // diaeresis below
  0xf4: '\u0325', // ring below
  0xf5: '\u0333', // double underscore
  0xf6: '\u0332', // underscore
  0xf7: '\u0326', // comma below (left hook)
  0xf8: '\u031c', // left half ring below (right cedilla)
  0xf9: '\u032e', // breve below
  0xfa: '\ufe22', // double tilde, left half
  0xfb: '\ufe23', // double tilde, right half
  0xfc: '\u0338', // long solidus overlay (some GEDCOM writers)
  0xfe: '\u0313', // comma above (high comma, centred)
};

/** Flat lookup tables built once: index = byte. */
const spacing: (string | undefined)[] = [];
const combining: (string | undefined)[] = [];
for (let b = 0; b < 256; b += 1) {
  spacing[b] = SPACING[b];
  combining[b] = COMBINING[b];
}

// ASCII runs are the bulk of any file; a native decoder turns them into strings fastest.
const asciiRun = new TextDecoder('utf-8');

/** Streaming ANSEL decoder. Call decode(chunk, true) per chunk, then decode(empty, false). */
export class AnselDecoder {
  /** Combining marks seen but whose base letter has not arrived yet. */
  private pending = '';
  /** Bytes that have no meaning in ANSEL (each became U+FFFD). */
  invalidBytes = 0;
  /** Diacritics with no letter to sit on (before a line end or at end of file). */
  danglingMarks = 0;

  decode(bytes: Uint8Array, stream = false): string {
    const out: string[] = [];
    const n = bytes.length;
    let i = 0;
    while (i < n) {
      const b = bytes[i]!;
      if (b < 0x80) {
        if (this.pending) {
          if (b < 0x20) {
            // A mark before a line end has no letter: keep it, on its own, rather than lose it.
            this.danglingMarks += 1;
            out.push(this.pending);
          } else {
            out.push((String.fromCharCode(b) + this.pending).normalize('NFC'));
            i += 1;
          }
          this.pending = '';
          continue;
        }
        let j = i + 1;
        while (j < n && bytes[j]! < 0x80) j += 1;
        out.push(asciiRun.decode(bytes.subarray(i, j)));
        i = j;
        continue;
      }
      const mark = combining[b];
      if (mark !== undefined) {
        this.pending += mark;
        i += 1;
        continue;
      }
      let ch = spacing[b];
      if (ch === undefined) {
        this.invalidBytes += 1;
        ch = '\ufffd';
      }
      if (this.pending) {
        out.push((ch + this.pending).normalize('NFC'));
        this.pending = '';
      } else {
        out.push(ch);
      }
      i += 1;
    }
    if (!stream && this.pending) {
      this.danglingMarks += 1;
      out.push(this.pending);
      this.pending = '';
    }
    return out.join('');
  }
}

/** Decodes a whole ANSEL buffer (tests, small inputs). */
export function decodeAnsel(bytes: Uint8Array): string {
  return new AnselDecoder().decode(bytes, false);
}
