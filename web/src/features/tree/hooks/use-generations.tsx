import { useSearchParams } from 'react-router';
import { OptionSelect } from '../../../components/ui/option-select';

/**
 * A chart's generations: ?generations= when it is one of `choices`, else `fallback`; `chosen` is
 * null until one is picked (so links on keep it only then), and `select` is the picker for the
 * chart's header.
 */
export function useGenerations(choices: readonly number[], fallback: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('generations'));
  const chosen = choices.includes(asked) ? asked : null;
  const generations = chosen ?? fallback;
  const select = (
    <OptionSelect
      size="sm"
      width="auto"
      aria-label="Generations"
      value={String(generations)}
      onValueChange={(value) => setSearchParams({ generations: value }, { replace: true })}
      options={choices.map((count) => ({ value: String(count), label: `${count} generations` }))}
    />
  );
  return { generations, chosen, select };
}
