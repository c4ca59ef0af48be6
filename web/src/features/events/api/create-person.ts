import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPersonNamed } from '../../../lib/create-person-named';
import { eventKeys } from './keys';

/** Someone new made from the participant search; the event screens' lists of people refresh. */
export function useCreatePersonNamed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonNamed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [eventKeys.all[0], 'people'] }),
  });
}
