/** The charts' ?generations= choices: each chart offers a range of them, with a default of its own. */
export const generationOptions = (choices: readonly number[]) => choices.map((count) => ({ value: String(count), label: `${count} generations` }));

/** ?generations= when it is one of the choices, else null (the chart's default). */
export function generationsOf(params: URLSearchParams, choices: readonly number[]): number | null {
  const asked = Number(params.get('generations'));
  return choices.includes(asked) ? asked : null;
}
