import { Box, Container, Heading, HStack, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { AppLink, LinkButton } from '../../../components/ui/router-link';
import { COMMUNITY_URL, SITE_URL } from '../../../config/site';
import { isApiError } from '../../../lib/api-client';
import { blogPostQueryOptions } from '../api/blog-posts';
import { PostBody } from './post-body';
import { authorName, formatPostDate } from './post-date';
import { ShareLinks } from './share-links';

/** /blog/{slug} (spec 001 section 2): the post, share links, a sign-up link and a community link. */
interface BlogPostPageProps {
  logError(error: unknown): void;
  /** Shown for an unknown or unpublished slug. */
  notFound: ReactNode;
}

export function BlogPostPage({ logError, notFound: notFoundPage }: BlogPostPageProps) {
  const slug = useParams().slug ?? '';
  const post = useQuery(blogPostQueryOptions(slug));
  const notFound = isApiError(post.error, 404);

  // Spec 001 section 8: a blog fetch error is logged only (a missing post shows the not-found page).
  useEffect(() => {
    if (post.error && !notFound) logError(post.error);
  }, [post.error, notFound, logError]);

  if (notFound) return notFoundPage;

  return (
    <Box as="article" aria-labelledby="post-title" pb={{ base: '12', md: '16' }}>
      <Container maxW="3xl" px={{ base: '5', md: '6' }} pt={{ base: '8', md: '12' }}>
        <AppLink to="/blog" textStyle="sm" color="fg.muted">
          ← All posts
        </AppLink>
        {post.data ? (
          <>
            <title>{`${post.data.title} · Heirloom`}</title>
            <Heading id="post-title" as="h1" mt="4" textStyle={{ base: '3xl', md: '4xl' }} lineHeight="1.2" fontWeight="semibold">
              {post.data.title}
            </Heading>
            <Text mt="3" color="fg.muted">
              <time dateTime={post.data.date}>{formatPostDate(post.data.date)}</time> · by {authorName(post.data.author)}
            </Text>
            {post.data.featured_image && (
              <Image mt="6" src={post.data.featured_image} alt="" width="1200" height="630" aspectRatio="1200 / 630" w="full" h="auto" rounded="xl" fetchPriority="high" />
            )}
            <Text mt="6" textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="1.6">
              {post.data.summary}
            </Text>
            <Box mt="6">
              <PostBody html={post.data.body ?? ''} />
            </Box>
            <Box mt="10">
              <ShareLinks url={`${SITE_URL}/blog/${post.data.slug}`} title={post.data.title} />
            </Box>
            <Stack mt="10" p={{ base: '6', md: '8' }} rounded="xl" bg="brand.50" gap="4">
              <Heading as="h2" textStyle="xl" fontWeight="semibold">
                Keep your family’s photos and history together
              </Heading>
              <Text color="fg.muted">
                Try Heirloom free: upload your photos, name the faces once and build your tree with the whole family. Join other family
                historians in the Heirloom community to swap tips and ask questions.
              </Text>
              <HStack gap="3" wrap="wrap">
                <LinkButton to="/signup">Sign up free</LinkButton>
                <Link href={COMMUNITY_URL} target="_blank" rel="noopener noreferrer" fontWeight="medium" color="brand.700" px="2">
                  Join the community (opens in a new tab)
                </Link>
              </HStack>
            </Stack>
          </>
        ) : post.isPending ? (
          <Stack gap="4" mt="4" aria-busy="true" aria-label="Loading the post">
            <Skeleton h="10" w="80%" />
            <Skeleton h="4" w="40%" />
            <Skeleton aspectRatio="1200 / 630" rounded="xl" />
            <Skeleton h="4" />
            <Skeleton h="4" />
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
