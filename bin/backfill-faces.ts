/**
 * `npm run faces:backfill`: finds the faces in photos uploaded before face recognition, on the
 * running local app (`npm start` / `npm run dev`; HEIRLOOM_URL, default http://localhost:3000).
 * It runs the backfill job until every photo has been queued, printing progress, then waits for
 * the faces queue to drain. In AWS the same job runs every 15 minutes (or invoke its function).
 */
const base = process.env.HEIRLOOM_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

interface State {
  seen: number;
  queued: number;
  done: boolean;
}

let state: State;
do {
  const response = await fetch(`${base}/_dev/jobs/backfill-faces`, { method: 'POST' });
  if (!response.ok) {
    console.error(`The local app at ${base} answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  state = ((await response.json()) as { result: State }).result;
  console.log(`Photos looked at: ${state.seen}; queued for faces: ${state.queued}${state.done ? ' (all photos seen)' : ''}`);
} while (!state.done);
console.log('Faces are found in the queued photos in the background (about a second a photo); the app updates as they arrive.');
export {};
