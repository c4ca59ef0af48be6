import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../../components/ui/form-alert';

interface MapQuery {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The person and event Map tabs while their map loads (a placeholder of the map's size) or when it failed (the reason, and a retry). */
export function MapLoadState({ map }: { map: MapQuery }) {
  if (map.isPending) return <Skeleton h={{ base: '50dvh', md: '60dvh' }} rounded="xl" aria-label="Loading the map" />;
  return (
    <Stack gap="3" py="4">
      <FormAlert title="The map could not be loaded">{map.error?.message}</FormAlert>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void map.refetch()}>
        Try again
      </Button>
    </Stack>
  );
}
