import { Box, Button, Container, EmptyState, Heading, Input, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { PHOTO_SEARCH_LIMIT } from '@heirloom/shared/contracts/photos';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { readableDate } from '../../../lib/gedcom-display';
import { usePhotoSearch } from '../../../lib/search-queries';
import { PhotoGridSkeleton } from './photo-grid-skeleton';
import { ProgressiveImage } from './progressive-image';

/**
 * /photos/search?q=: every photo and video of the family whose place, caption or file name matches what was
 * typed (the top bar's search shows the first few), newest taken first, each opening in the viewer.
 */
export function PhotoSearchScreen() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const search = usePhotoSearch(term);
  const title = term ? `Photos matching “${term}”` : 'Search photos';
  return (
    <Container maxW="8xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>{`${title} · Heirloom`}</title>
      <Stack gap="4">
        <Box>
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold" overflowWrap="anywhere">
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Photos and videos with a word of their place, caption or file name starting with each word you type.
          </Text>
        </Box>
        <RefineBox key={term} term={term} onSearch={(next) => setParams(next ? { q: next } : {})} />
        {!term ? null : search.isPending ? (
          <PhotoGridSkeleton label="Searching photos" count={12} />
        ) : search.isError ? (
          <FormAlert title="The search could not be done">
            {search.error.message}{' '}
            <Button size="xs" variant="outline" ms="2" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : search.data.photos.length === 0 ? (
          <NoMatch term={term} />
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4, xl: 6 }} gap={{ base: '2', md: '3' }} aria-label={title}>
              {search.data.photos.map((photo) => (
                <FoundPhoto key={photo.id} photo={photo} />
              ))}
            </SimpleGrid>
            {search.data.has_more && (
              <Text color="fg.muted" textStyle="sm">
                These are the newest {PHOTO_SEARCH_LIMIT} photos that match. Add a word to find the one you are looking for.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function RefineBox({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const [text, setText] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box as="form" onSubmit={submit} display="flex" gap="2" maxW="xl" role="search">
      <Input value={text} onChange={(event) => setText(event.target.value)} aria-label="Words of a caption or a file name" placeholder="Words of a caption or a file name" maxLength={100} />
      <Button type="submit" colorPalette="brand" disabled={!text.trim()}>
        Search
      </Button>
    </Box>
  );
}

function FoundPhoto({ photo }: { photo: PhotoView }) {
  const caption = photo.description?.trim();
  const name = caption || photo.name;
  return (
    <Box as="li" minW="0">
      <Link to={`/photo/${encodeURIComponent(photo.id)}`} aria-label={[name, photo.date_taken && readableDate(photo.date_taken)].filter(Boolean).join(', ')}>
        <ProgressiveImage src={photo.thumbnail_urls['300']} placeholder={photo.placeholder} alt="" aspectRatio="1" rounded="md" overflow="hidden" bg="bg.muted" />
      </Link>
      <Text textStyle="sm" mt="1.5" lineClamp="2" overflowWrap="anywhere">
        {name}
      </Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {[photo.date_taken && readableDate(photo.date_taken), caption ? photo.name : null].filter(Boolean).join(' · ') || 'No date'}
      </Text>
    </Box>
  );
}

function NoMatch({ term }: { term: string }) {
  return (
    <EmptyState.Root py="16" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.500">
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>No photo’s place, caption or file name matches “{term}”</EmptyState.Title>
          <EmptyState.Description maxW="md">Try fewer or shorter words: “gran” finds “Grandma” and “grandfather”. A caption is added in a photo’s Details.</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
