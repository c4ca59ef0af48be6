import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { Notifier, OutgoingMessage } from '../../ports/notifier';

/** E-mail through SES, SMS through SNS (transactional, so codes are not throttled as marketing). */
export class SesSnsNotifier implements Notifier {
  constructor(
    private readonly ses: SESv2Client,
    private readonly sns: SNSClient,
    private readonly fromAddress: string,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms') {
      await this.sns.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.body,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
      return;
    }
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.fromAddress,
        Destination: { ToAddresses: [message.to] },
        Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.body } } } },
      }),
    );
  }
}
