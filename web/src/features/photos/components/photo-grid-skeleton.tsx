import { Box, Grid, Skeleton } from '@chakra-ui/react';

/** Grey squares where a grid of photos will be, under a month heading's bar, while its first page loads. */
export function PhotoGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <Box aria-busy="true" role="status" aria-label={label}>
      <Skeleton h="6" w="40" mt="5" mb="3" />
      <Grid templateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' }} gap={{ base: '3px', md: '6px' }}>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} aspectRatio="1" rounded="md" />
        ))}
      </Grid>
    </Box>
  );
}
