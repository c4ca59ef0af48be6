import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { FAMILY_ROOT } from './keys';

/**
 * The queries of a list kept on a person, a name, a note or an event (its notes, its citations):
 * read whole, saved whole, and whether a save started as the tab was left is still on its way.
 */
export function attachedList<Kind extends string, Item, Save extends { kind: Kind; id: string }>(config: {
  what: string;
  queryKey: (kind: Kind, id: string) => QueryKey;
  get: (kind: Kind, id: string, signal?: AbortSignal) => Promise<Item[]>;
  save: (variables: Save) => Promise<Item[]>;
}) {
  const saveKey = [FAMILY_ROOT, `save-${config.what}`] as const;
  const listQueryOptions = (kind: Kind, id: string) => queryOptions({ queryKey: config.queryKey(kind, id), queryFn: ({ signal }) => config.get(kind, id, signal) });

  const useList = (kind: Kind, id: string) => useQuery(listQueryOptions(kind, id));

  const useSave = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationKey: saveKey,
      mutationFn: config.save,
      onSuccess: (items: Item[], { kind, id }: Save) => queryClient.setQueryData(config.queryKey(kind, id), items),
    });
  };

  const useSaving = (kind: Kind, id: string): boolean =>
    useIsMutating({
      mutationKey: saveKey,
      predicate: (mutation) => {
        const variables = mutation.state.variables as { kind?: string; id?: string } | undefined;
        return variables?.kind === kind && variables.id === id;
      },
    }) > 0;

  return { queryOptions: listQueryOptions, useList, useSave, useSaving };
}
