/** Mail and SMS to people: SES and SNS in AWS, the outbox file locally. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
