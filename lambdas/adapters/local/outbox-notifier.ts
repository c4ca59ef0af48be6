import { appendFile } from 'node:fs/promises';
import { ulid } from 'ulid';
import type { Notifier, OutgoingMessage } from '../../ports/notifier';

/**
 * Locally, mail and SMS are appended to an outbox file (one JSON object a line), which the local
 * runtime prints and shows at /_dev/outbox, so a developer can read a sign-in code.
 */
export class OutboxNotifier implements Notifier {
  constructor(private readonly file: string) {}

  async send(message: OutgoingMessage): Promise<void> {
    const line = JSON.stringify({ id: ulid(), ...message, sentAt: new Date().toISOString() });
    await appendFile(this.file, `${line}\n`, 'utf8');
  }
}
