import { Box, Container, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../../components/ui/page-intro';
import { LinkButton } from '../../../components/ui/router-link';
import { blogListQueryOptions } from '../api/blog-posts';
import { PostCard } from './post-card';

/** ?page=2 and so on; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** /blog (spec 001 section 2): ten posts a page, newest first, with a way to older and newer posts. */
export function BlogListPage({ logError }: { logError(error: unknown): void }) {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useQuery(blogListQueryOptions(page));

  // Spec 001 section 8: a blog fetch error is logged only, with no message to the reader.
  useEffect(() => {
    if (list.error) logError(list.error);
  }, [list.error, logError]);

  return (
    <>
      <title>{page > 1 ? `Blog, page ${page} · Heirloom` : 'Blog · Heirloom'}</title>
      <PageIntro eyebrow="Blog" title="Stories, tips and news from Heirloom" lead="How families use Heirloom to keep their photos and their history together, and what is new in the app." />
      <Container maxW="6xl" px={{ base: '5', md: '6' }} pb={{ base: '12', md: '16' }}>
        {list.isPending ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }} aria-busy="true" aria-label="Loading posts">
            {[0, 1, 2, 3].map((index) => (
              <Stack key={index} gap="3">
                <Skeleton aspectRatio="1200 / 630" rounded="xl" />
                <Skeleton h="6" w="70%" />
                <Skeleton h="4" />
              </Stack>
            ))}
          </SimpleGrid>
        ) : list.data && list.data.posts.length > 0 ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
              {list.data.posts.map((post, index) => (
                <PostCard key={post.slug} post={post} eager={index < 2} />
              ))}
            </SimpleGrid>
            {(page > 1 || list.data.has_more) && (
              <HStack as="nav" aria-label="Blog pages" mt="10" justify="space-between">
                <Box>
                  {page > 1 && (
                    <LinkButton to={page === 2 ? '/blog' : `/blog?page=${page - 1}`} variant="outline">
                      Newer posts
                    </LinkButton>
                  )}
                </Box>
                <Box>
                  {list.data.has_more && (
                    <LinkButton to={`/blog?page=${page + 1}`} variant="outline">
                      Older posts
                    </LinkButton>
                  )}
                </Box>
              </HStack>
            )}
          </>
        ) : list.data ? (
          <Box textAlign="center" color="fg.muted" py="10">
            {page > 1 ? (
              <Stack gap="5" align="center">
                <Text>There are no posts on this page.</Text>
                <LinkButton to="/blog" variant="outline">
                  Back to the latest posts
                </LinkButton>
              </Stack>
            ) : (
              'There are no posts yet. Please come back soon.'
            )}
          </Box>
        ) : null}
      </Container>
    </>
  );
}
