/**
 * Turns the GEDCOM 7 specification's ABNF (RFC 5234 with RFC 7405's %s"..." case-sensitive strings)
 * into regular-expression sources, so the validator checks dates, ages, times, language tags and
 * media types by the specification's own grammar rather than by rules written here. The grammar
 * has no recursion, so every rule inlines into one expression (for the `u` flag).
 */

type Node =
  | { kind: 'alt'; options: Node[] }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'repeat'; min: number; max: number | undefined; item: Node }
  | { kind: 'rule'; name: string }
  | { kind: 'literal'; text: string; caseSensitive: boolean }
  | { kind: 'range'; from: number; to: number };

/** Rule name (lower case, ABNF names ignore case) -> its alternatives, `=/` appending. */
export type AbnfRules = Map<string, Node>;

/** Joins continuation lines, drops comments, and parses each `name = elements` rule. */
export function parseAbnf(text: string, into: AbnfRules = new Map()): AbnfRules {
  const statements: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = stripComment(raw);
    if (!line.trim()) continue;
    if (/^\s/.test(line) && statements.length > 0) statements[statements.length - 1] += ` ${line.trim()}`;
    else statements.push(line.trim());
  }
  for (const statement of statements) {
    const match = /^([A-Za-z][A-Za-z0-9-]*)\s*(=\/|=)\s*(.*)$/.exec(statement);
    if (!match) throw new Error(`ABNF: cannot read "${statement}"`);
    const [, name, operator, body] = match as unknown as [string, string, string, string];
    const node = new ElementParser(body).parseAll();
    const key = name.toLowerCase();
    const existing = into.get(key);
    if (operator === '=/' && existing) into.set(key, { kind: 'alt', options: [existing, node] });
    else into.set(key, node);
  }
  return into;
}

/** A `;` outside a quoted string starts a comment. */
function stripComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ';' && !quoted) return line.slice(0, i);
  }
  return line;
}

class ElementParser {
  private at = 0;
  constructor(private readonly text: string) {}

  parseAll(): Node {
    const node = this.alternation();
    this.space();
    if (this.at < this.text.length) throw new Error(`ABNF: unexpected "${this.text.slice(this.at)}"`);
    return node;
  }

  private space() {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at += 1;
  }

  private alternation(): Node {
    const options = [this.concatenation()];
    for (;;) {
      this.space();
      if (this.text[this.at] !== '/') break;
      this.at += 1;
      options.push(this.concatenation());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private concatenation(): Node {
    const items: Node[] = [];
    for (;;) {
      this.space();
      const next = this.text[this.at];
      if (next === undefined || next === '/' || next === ')' || next === ']') break;
      items.push(this.repetition());
    }
    if (items.length === 0) throw new Error(`ABNF: empty sequence in "${this.text}"`);
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  }

  private repetition(): Node {
    const repeat = /^(\d*)(\*?)(\d*)/.exec(this.text.slice(this.at))!;
    this.at += repeat[0].length;
    const item = this.element();
    if (!repeat[0]) return item;
    if (!repeat[2]) return { kind: 'repeat', min: Number(repeat[1]), max: Number(repeat[1]), item };
    return { kind: 'repeat', min: repeat[1] ? Number(repeat[1]) : 0, max: repeat[3] ? Number(repeat[3]) : undefined, item };
  }

  private element(): Node {
    const rest = this.text.slice(this.at);
    if (rest.startsWith('(') || rest.startsWith('[')) {
      const close = rest[0] === '(' ? ')' : ']';
      this.at += 1;
      const inner = this.alternation();
      this.space();
      if (this.text[this.at] !== close) throw new Error(`ABNF: missing ${close} in "${this.text}"`);
      this.at += 1;
      return close === ']' ? { kind: 'repeat', min: 0, max: 1, item: inner } : inner;
    }
    const quoted = /^(%[si])?"([^"]*)"/.exec(rest);
    if (quoted) {
      this.at += quoted[0].length;
      return { kind: 'literal', text: quoted[2]!, caseSensitive: quoted[1]?.toLowerCase() === '%s' };
    }
    const numeric = /^%x([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+)|((?:\.[0-9A-Fa-f]+)+))?/.exec(rest);
    if (numeric) {
      this.at += numeric[0].length;
      const from = parseInt(numeric[1]!, 16);
      if (numeric[2]) return { kind: 'range', from, to: parseInt(numeric[2], 16) };
      if (numeric[3]) {
        const codes = [from, ...numeric[3].slice(1).split('.').map((hex) => parseInt(hex, 16))];
        return { kind: 'seq', items: codes.map((code) => ({ kind: 'range', from: code, to: code })) };
      }
      return { kind: 'range', from, to: from };
    }
    const name = /^[A-Za-z][A-Za-z0-9-]*/.exec(rest);
    if (name) {
      this.at += name[0].length;
      return { kind: 'rule', name: name[0].toLowerCase() };
    }
    throw new Error(`ABNF: cannot read "${rest}"`);
  }
}

const codePoint = (code: number) => `\\u{${code.toString(16).toUpperCase()}}`;

function literalSource(text: string, caseSensitive: boolean): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const upper = char.toUpperCase();
      if (!caseSensitive && lower !== upper) return `[${lower}${upper}]`;
      return codePoint(char.codePointAt(0)!);
    })
    .join('');
}

/**
 * The regular-expression source (for `new RegExp('^(?:' + source + ')$', 'u')`) of one rule, with
 * every rule it names inlined. `given` supplies rules the specification names but does not define.
 */
export function ruleSource(rules: AbnfRules, name: string, given: Record<string, string> = {}): string {
  const compile = (node: Node, path: string[]): string => {
    switch (node.kind) {
      case 'alt':
        return `(?:${node.options.map((option) => compile(option, path)).join('|')})`;
      case 'seq':
        return node.items.map((item) => compile(item, path)).join('');
      case 'repeat': {
        const inner = `(?:${compile(node.item, path)})`;
        if (node.min === 0 && node.max === 1) return `${inner}?`;
        if (node.min === 0 && node.max === undefined) return `${inner}*`;
        if (node.min === 1 && node.max === undefined) return `${inner}+`;
        if (node.min === node.max) return `${inner}{${node.min}}`;
        return `${inner}{${node.min},${node.max ?? ''}}`;
      }
      case 'literal':
        return literalSource(node.text, node.caseSensitive);
      case 'range':
        return node.from === node.to ? codePoint(node.from) : `[${codePoint(node.from)}-${codePoint(node.to)}]`;
      case 'rule': {
        const supplied = Object.entries(given).find(([key]) => key.toLowerCase() === node.name);
        if (supplied) return `(?:${supplied[1]})`;
        if (path.includes(node.name)) throw new Error(`ABNF: rule ${node.name} is recursive`);
        const rule = rules.get(node.name);
        if (!rule) throw new Error(`ABNF: rule ${node.name} is not defined`);
        return `(?:${compile(rule, [...path, node.name])})`;
      }
    }
  };
  return compile({ kind: 'rule', name: name.toLowerCase() }, []);
}
