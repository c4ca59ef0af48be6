/**
 * Windows-1252 ("ANSI") decoding of our own. Node 20's TextDecoder('windows-1252') takes a Latin-1
 * fast path when not streaming and returns C1 control characters for 0x80-0x9F (0x80 should be
 * '€'), so it cannot be trusted; the table is only 32 entries. Bytes the code page leaves
 * undefined (81, 8D, 8F, 90, 9D) map to the C1 control of the same number, as WHATWG does.
 */

const HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

const BLOCK = 0x2000; // String.fromCharCode.apply takes arguments on the stack: keep calls small.

export function decodeCp1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i]!;
    codes[i] = b >= 0x80 && b < 0xa0 ? HIGH[b - 0x80]! : b;
  }
  const parts: string[] = [];
  for (let i = 0; i < codes.length; i += BLOCK) {
    parts.push(String.fromCharCode.apply(null, codes.subarray(i, i + BLOCK) as unknown as number[]));
  }
  return parts.join('');
}

/** One byte 0x80-0xFF as Windows-1252, for UTF-8 repair. */
export function cp1252Char(byte: number): string {
  return String.fromCharCode(byte >= 0x80 && byte < 0xa0 ? HIGH[byte - 0x80]! : byte);
}
