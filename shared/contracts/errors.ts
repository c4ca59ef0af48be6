import * as z from 'zod';

/** Every 4xx/5xx body the API sends. `fields` maps a field path (dot separated) to its messages. */
export const apiErrorBody = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
