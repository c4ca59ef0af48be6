import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, statSync, unwatchFile, watchFile, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LocalLog } from './log';

/** One mail or text message a handler "sent": a JSON line in OUTBOX_FILE. */
export interface OutboxMessage {
  id: string;
  /**
   * 'web': a web notification, copied here so every channel can be read locally; 'push': a Web
   * Push the push-service stand-in accepted (encrypted, so only its size and sender show).
   */
  channel: 'email' | 'sms' | 'web' | 'push';
  to: string;
  subject?: string;
  body: string;
  /** An e-mail's HTML part and extra headers (notification e-mails), when it has them. */
  html?: string;
  headers?: Record<string, string>;
  sentAt: string;
}

export interface Outbox {
  readonly file: string;
  /** All messages, newest first. */
  read(): OutboxMessage[];
  stop(): void;
}

/**
 * The local stand-in for SES and SNS delivery: handlers append JSON lines to the outbox file;
 * this prints each new one to the console as it arrives and reads them all for the dev page.
 */
export function startOutbox(file: string, log: LocalLog, options: { announce: boolean }): Outbox {
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, '');
  let offset = statSync(file).size;
  let partial = '';

  const readNew = () => {
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size < offset) {
      offset = 0;
      partial = '';
    }
    if (size === offset) return;
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const message = parseLine(line);
        if (message && options.announce) log.info(describe(message));
      }
    } finally {
      closeSync(fd);
    }
  };

  watchFile(file, { interval: 250 }, readNew);
  return {
    file,
    read: () => readMessages(file),
    stop: () => unwatchFile(file, readNew),
  };
}

export function readMessages(file: string): OutboxMessage[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map(parseLine)
    .filter((message): message is OutboxMessage => message !== undefined)
    .reverse();
}

function parseLine(line: string): OutboxMessage | undefined {
  if (!line.trim()) return undefined;
  try {
    const value = JSON.parse(line) as Partial<OutboxMessage>;
    if (typeof value !== 'object' || value === null || typeof value.to !== 'string') return undefined;
    return {
      id: String(value.id ?? ''),
      channel: value.channel === 'sms' || value.channel === 'web' || value.channel === 'push' ? value.channel : 'email',
      to: value.to,
      ...(value.subject !== undefined ? { subject: String(value.subject) } : {}),
      body: String(value.body ?? ''),
      ...(typeof value.html === 'string' ? { html: value.html } : {}),
      ...(value.headers && typeof value.headers === 'object' ? { headers: Object.fromEntries(Object.entries(value.headers).map(([k, v]) => [k, String(v)])) } : {}),
      sentAt: String(value.sentAt ?? ''),
    };
  } catch {
    return undefined;
  }
}

function describe(message: OutboxMessage): string {
  const heading =
    message.channel === 'sms'
      ? `SMS to ${message.to}`
      : message.channel === 'web'
        ? `Web notification to user ${message.to}: ${message.subject ?? ''}`
        : message.channel === 'push'
          ? `Web Push to ${message.to}`
          : `Email to ${message.to}: ${message.subject ?? '(no subject)'}`;
  const body = message.body.length > 2000 ? `${message.body.slice(0, 2000)}…` : message.body;
  const indented = body
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `✉  ${heading}\n${indented}`;
}
