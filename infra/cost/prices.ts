/**
 * AWS list prices in us-east-1 that the cost model uses, first tier only (a volume discount at
 * 10,000 families is left out, so the model errs high). Each figure is the public pricing page of
 * the service as read on PRICE_TABLE_DATE; update the date with the figures.
 */
export const PRICE_TABLE_DATE = '2025-06-01';
export const PRICE_TABLE_REGION = 'us-east-1';

export interface PriceTable {
  readonly [name: string]: { readonly usd: number; readonly unit: string };
}

export const PRICES = {
  // S3 pricing page: storage, first 50 TB a month.
  s3StandardGbMonth: { usd: 0.023, unit: 'GB-month, S3 Standard' },
  s3ItFrequentGbMonth: { usd: 0.023, unit: 'GB-month, Intelligent-Tiering frequent access' },
  s3ItInfrequentGbMonth: { usd: 0.0125, unit: 'GB-month, Intelligent-Tiering infrequent access' },
  s3ItArchiveInstantGbMonth: { usd: 0.004, unit: 'GB-month, Intelligent-Tiering archive instant access' },
  s3ItMonitoringPer1kObjects: { usd: 0.0025, unit: '1,000 objects a month, Intelligent-Tiering monitoring (objects over 128 KB)' },
  // S3 pricing page: requests and lifecycle transitions.
  s3PutPer1k: { usd: 0.005, unit: '1,000 PUT/COPY/POST/LIST requests' },
  s3GetPer1k: { usd: 0.0004, unit: '1,000 GET requests' },
  s3TransitionToItPer1k: { usd: 0.01, unit: '1,000 lifecycle transitions into Intelligent-Tiering' },
  // S3 pricing page, data transfer out to the internet (presigned links after the media gate), first 10 TB.
  s3DataOutGb: { usd: 0.09, unit: 'GB out of S3 to the internet' },
  // DynamoDB on-demand pricing page (after the November 2024 price cut).
  dynamoWriteMillion: { usd: 0.625, unit: 'million write request units' },
  dynamoReadMillion: { usd: 0.125, unit: 'million read request units' },
  dynamoStorageGbMonth: { usd: 0.25, unit: 'GB-month table storage (Standard class)' },
  dynamoPitrGbMonth: { usd: 0.2, unit: 'GB-month continuous backups (point-in-time recovery)' },
  // Lambda pricing page.
  lambdaX86GbSecond: { usd: 0.0000166667, unit: 'GB-second, x86_64' },
  lambdaArmGbSecond: { usd: 0.0000133334, unit: 'GB-second, arm64' },
  lambdaRequestMillion: { usd: 0.2, unit: 'million invocations' },
  // Rekognition pricing page: Group 1 image APIs (IndexFaces, SearchFaces), first 1 million images a month.
  rekognitionImage: { usd: 0.001, unit: 'image (IndexFaces or SearchFaces call)' },
  rekognitionFaceMonth: { usd: 0.00001, unit: 'face vector stored a month' },
  // CloudFront pricing page: United States, Mexico and Canada, first 10 TB; other edge regions as named.
  cloudFrontNaEuGb: { usd: 0.085, unit: 'GB out, North America and Europe' },
  cloudFrontOtherGb: { usd: 0.12, unit: 'GB out, other edge regions (blend of Asia, South America, Oceania, India)' },
  cloudFrontHttpsPer10k: { usd: 0.01, unit: '10,000 HTTPS requests' },
  // API Gateway pricing page: HTTP APIs first 300 million; WebSocket first billion messages.
  apiHttpMillion: { usd: 1.0, unit: 'million HTTP API requests' },
  wsMessageMillion: { usd: 1.0, unit: 'million WebSocket messages (32 KB each)' },
  wsConnectionMinuteMillion: { usd: 0.25, unit: 'million WebSocket connection minutes' },
  // SQS pricing page (64 KB chunks).
  sqsStandardMillion: { usd: 0.4, unit: 'million standard queue requests' },
  sqsFifoMillion: { usd: 0.5, unit: 'million FIFO queue requests' },
  // SES pricing page (outbound mail) and SNS SMS pricing page (United States, before carrier fees).
  sesPer1k: { usd: 0.1, unit: '1,000 e-mails' },
  snsSmsUs: { usd: 0.00581, unit: 'SMS to a United States number' },
  // Secrets Manager, KMS and CloudWatch pricing pages.
  secretMonth: { usd: 0.4, unit: 'secret a month' },
  secretCallsPer10k: { usd: 0.05, unit: '10,000 Secrets Manager API calls' },
  kmsKeyMonth: { usd: 1.0, unit: 'customer managed key a month' },
  kmsRequestsPer10k: { usd: 0.03, unit: '10,000 KMS requests' },
  logsIngestGb: { usd: 0.5, unit: 'GB of CloudWatch Logs ingested' },
  logsStorageGbMonth: { usd: 0.03, unit: 'GB-month of CloudWatch Logs stored' },
  alarmMonth: { usd: 0.1, unit: 'standard CloudWatch alarm a month' },
  dashboardMonth: { usd: 3.0, unit: 'CloudWatch dashboard a month' },
  customMetricMonth: { usd: 0.3, unit: 'custom metric a month (first 10,000)' },
  // X-Ray pricing page: traces recorded (the free tier left out).
  xrayTracesMillion: { usd: 5.0, unit: 'million X-Ray traces recorded' },
  // AWS WAF pricing page.
  wafWebAclMonth: { usd: 5.0, unit: 'WAF web ACL a month' },
  wafRuleMonth: { usd: 1.0, unit: 'WAF rule (or managed rule group) a month' },
  wafRequestsMillion: { usd: 0.6, unit: 'million requests inspected by WAF' },
  // Stripe's standard card price: 2.9% + $0.30 per successful charge (not AWS; for the margin).
  cardPercent: { usd: 0.029, unit: 'dollar charged (2.9% of each card charge)' },
  cardFixed: { usd: 0.3, unit: 'card charge' },
} as const satisfies PriceTable;

export type Prices = { readonly [K in keyof typeof PRICES]: { readonly usd: number; readonly unit: string } };
