/**
 * The DOS code pages GEDCOM files from old programs declare (`CHAR IBMPC`, `IBM DOS`, `CP437`,
 * `CP850`): single-byte, ASCII below 0x80. The runtime's TextDecoder knows neither (WHATWG has
 * no code page 437), and a 128-character table each is all they are, so they live here.
 */

/** Bytes 0x80-0xFF of code page 437 (IBM PC, US) and 850 (DOS Latin-1). */
const HIGH = {
  ibm437: 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0',
  ibm850: 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
} as const;

export type DosCodePage = keyof typeof HIGH;

const BLOCK = 0x2000;

export function decodeDos(bytes: Uint8Array, page: DosCodePage): string {
  const table = HIGH[page];
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += BLOCK) {
    let text = '';
    const end = Math.min(bytes.length, start + BLOCK);
    for (let i = start; i < end; i += 1) {
      const b = bytes[i]!;
      text += b < 0x80 ? String.fromCharCode(b) : table[b - 0x80];
    }
    parts.push(text);
  }
  return parts.join('');
}
