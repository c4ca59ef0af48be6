import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { WebhookSignatureError } from '../../domain/billing/errors';
import { handlePaymentWebhook } from '../../domain/billing/webhook';
import { billingDeps } from '../../runtime/billing-deps';
import { logger } from '../../runtime/logger';

const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/**
 * POST /stripe_webhook: Stripe's events. Not wrapped by httpHandler on purpose: the signature is
 * checked against the body's exact bytes (never re-parsed JSON), and Stripe sends neither a
 * session nor the CSRF header. Unsigned, forged or stale: 400. A failure while applying: 500,
 * so Stripe retries the delivery.
 */
export async function handler(event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyStructuredResultV2> {
  logger.resetKeys();
  if (context) logger.addContext(context);
  logger.appendKeys({ requestId: event.requestContext?.requestId, route: event.routeKey });
  const rawBody = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  try {
    const outcome = await handlePaymentWebhook(await billingDeps(), rawBody, event.headers?.['stripe-signature']);
    logger.info('Payment webhook handled', { outcome });
    return json(200, { received: true, outcome });
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('Payment webhook refused: bad signature');
      return json(400, { message: error.message });
    }
    logger.error('Payment webhook failed', error as Error);
    return json(500, { message: 'Something went wrong on our side. Please try again.' });
  }
}
