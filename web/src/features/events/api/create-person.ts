import { useMutation, useQueryClient } from '@tanstack/react-query';
import { splitTypedName } from '@heirloom/shared/rules/names';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** POST /person with a name typed into the participant search, split on spaces (spec 000 section 5). */
export const createPersonNamed = (typed: string) =>
  api(endpoints.createPerson, { names: [{ name_type: 'Birth Name', ...splitTypedName(typed) }] }).then(({ person }) => ({
    id: person.id,
    name: person.name,
    sex: person.sex,
    person_thumbnail_url: person.person_thumbnail_url,
  }));

export function useCreatePersonNamed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonNamed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [eventKeys.all[0], 'people'] }),
  });
}
