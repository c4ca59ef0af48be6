/** What a route returns when it needs more than a 200 JSON body: a status, headers or cookies. */
export class HttpResponse<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
  ) {}
}
