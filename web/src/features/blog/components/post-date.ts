const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-02' as '2 November 2026', the same on the server that prerenders and in any browser. */
export function formatPostDate(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : FORMAT.format(time);
}

export const authorName = (author: { first_name: string; last_name: string }): string => `${author.first_name} ${author.last_name}`.trim();
