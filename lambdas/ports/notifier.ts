/** Mail and SMS to people: SES and SNS in AWS, the outbox file locally. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  /** Plain text (the whole of an SMS, the text part of an e-mail). */
  body: string;
  /** An e-mail's HTML part, when it has one. */
  html?: string;
  /** Extra e-mail headers, e.g. List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
