/**
 * `npm run faces:backfill`: finds the faces in photos uploaded before face recognition, on the
 * running local app (`npm start` / `npm run dev`; HEIRLOOM_URL, default http://localhost:3000).
 * It runs the backfill job, printing progress, until a pass finds every photo scanned: between
 * passes it gives the faces queue a few seconds to work. In AWS the same job runs every 15 minutes
 * (or invoke its function).
 */
const base = process.env.HEIRLOOM_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

interface State {
  cursor: string | null;
  pass: number;
  seen: number;
  scanned: number;
  queued: number;
  done: boolean;
}

/** Between passes: the queued photos are scanned meanwhile (about a second a photo locally). */
const PAUSE_BETWEEN_PASSES_MS = 5_000;

let state: State;
do {
  const response = await fetch(`${base}/_dev/jobs/backfill-faces`, { method: 'POST' });
  if (!response.ok) {
    console.error(`The local app at ${base} answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  state = ((await response.json()) as { result: State }).result;
  console.log(`Pass ${state.pass}: photos looked at ${state.seen}, scanned ${state.scanned}; queued for faces in all: ${state.queued}${state.done ? ' (every photo scanned)' : ''}`);
  if (!state.done && state.cursor === null) await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_PASSES_MS));
} while (!state.done);
console.log('Every photo has been scanned for faces.');
export {};
