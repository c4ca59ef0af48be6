import { Box, Image, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../lib/api-client';

const SHOWN = 6;

/** The photos a family member added, as thumbnails that open them (a deleted one is left out). */
export function MessagePhotos({ photoIds }: { photoIds: readonly string[] }) {
  if (!photoIds.length) return null;
  return (
    <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" mt="5">
      {photoIds.slice(0, SHOWN).map((id) => (
        <MessagePhoto key={id} id={id} />
      ))}
    </SimpleGrid>
  );
}

function MessagePhoto({ id }: { id: string }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['messages', 'photo', id],
    queryFn: async ({ signal }) => (await api(endpoints.getPhoto, { params: { id }, signal })).photo,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (isError) return null;
  if (isPending) return <Skeleton aspectRatio={1} rounded="md" />;
  return (
    <RouterLink to={`/photo/${id}`} aria-label={`Open ${data.name}`}>
      <Box aspectRatio={1} rounded="md" overflow="hidden" bg="bg.muted">
        <Image src={data.thumbnail_urls['300']} alt={data.name} w="full" h="full" objectFit="cover" loading="lazy" />
      </Box>
    </RouterLink>
  );
}
