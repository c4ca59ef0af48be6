/**
 * Splits streamed text into lines. GEDCOM allows CR, LF, CRLF and LFCR as line ends, and real
 * files mix them (the torture suite uses bare CR). A line end at the very end of a chunk may be
 * the first half of a two-character one, so it is held until the next chunk decides.
 */

const LINE_END = /[\r\n]/g;

/** A line longer than this is almost certainly binary junk; cut it rather than grow forever. */
const MAX_LINE = 1 << 20;

export class LineSplitter {
  private rest = '';

  /** Returns the lines completed by this chunk, without their line ends. */
  push(text: string): string[] {
    const buf = this.rest ? this.rest + text : text;
    const lines: string[] = [];
    let start = 0;
    LINE_END.lastIndex = 0;
    for (;;) {
      const m = LINE_END.exec(buf);
      if (!m) break;
      const i = m.index;
      const next = buf.charCodeAt(i + 1);
      if (Number.isNaN(next)) break; // line end is the last character: wait for the next chunk
      lines.push(buf.slice(start, i));
      const c = buf.charCodeAt(i);
      // CRLF or LFCR count as one line end.
      const pair = (c === 13 && next === 10) || (c === 10 && next === 13);
      start = i + (pair ? 2 : 1);
      LINE_END.lastIndex = start;
    }
    this.rest = buf.slice(start);
    if (this.rest.length > MAX_LINE) {
      lines.push(this.rest);
      this.rest = '';
    }
    return lines;
  }

  /** The last line, if the text did not end with a line end. */
  end(): string[] {
    const rest = this.rest.replace(/[\r\n]$/, '');
    this.rest = '';
    return rest ? [rest] : [];
  }
}

/** Convenience for whole strings (tests, small inputs). */
export function splitLines(text: string): string[] {
  const splitter = new LineSplitter();
  return [...splitter.push(text), ...splitter.end()];
}
