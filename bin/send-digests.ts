/**
 * `npm run notify:digest [-- hourly|daily|weekly|monthly|all]`: sends the notification digests
 * now on the running local app (`npm start` / `npm run dev`; HEIRLOOM_URL, default
 * http://localhost:3000), instead of waiting for the schedule; default daily. The mail lands in
 * the outbox (/_dev/outbox). In AWS the same jobs run on their EventBridge schedules.
 */
const base = process.env.HEIRLOOM_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;

const wanted = process.argv[2] ?? 'daily';
const frequencies = wanted === 'all' ? FREQUENCIES : FREQUENCIES.filter((f) => f === wanted);
if (!frequencies.length) {
  console.error(`Say which digests to send: ${FREQUENCIES.join(', ')} or all (not "${wanted}")`);
  process.exit(2);
}

for (const frequency of frequencies) {
  const response = await fetch(`${base}/_dev/jobs/${frequency}-digests`, { method: 'POST' });
  if (!response.ok) {
    console.error(`The local app at ${base} answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  const { result } = (await response.json()) as { result: { digests: number; messages: number } };
  console.log(`${frequency}: ${result.digests} digest${result.digests === 1 ? '' : 's'} sent with ${result.messages} message${result.messages === 1 ? '' : 's'}`);
}
console.log(`Read them at ${base}/_dev/outbox`);
export {};
