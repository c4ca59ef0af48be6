import * as z from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), stage: z.string() });
export type HealthResponse = z.infer<typeof healthResponse>;

/** The signed-in caller, as resolved from the session. */
export const sessionResponse = z.object({ user_id: z.string() });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** A crash the web client's error boundary caught, reported so it reaches the server log. */
export const clientErrorRequest = z.object({
  message: z.string().trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
  stack: z.string().max(20_000, 'Stack must be at most 20000 characters').optional(),
  url: z.string().max(2000, 'URL must be at most 2000 characters'),
  user_agent: z.string().max(500).optional(),
});
export type ClientErrorRequest = z.infer<typeof clientErrorRequest>;

export const clientErrorResponse = z.object({ received: z.literal(true) });
export type ClientErrorResponse = z.infer<typeof clientErrorResponse>;
