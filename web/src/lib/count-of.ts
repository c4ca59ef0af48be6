/** A count with its noun, as headers show it: '1 photo', '1,234 items', '3,010 people'. */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
