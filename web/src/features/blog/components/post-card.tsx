import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { BlogPost } from '@heirloom/shared/contracts/blog';
import { AppLink, LinkButton } from '../../../components/ui/router-link';
import { authorName, formatPostDate } from './post-date';

/** One post in the list (spec 001 section 2): image, title, summary, author, date, Read More. */
export function PostCard({ post, eager }: { post: BlogPost; eager: boolean }) {
  const href = `/blog/${post.slug}`;
  return (
    <Box as="article" aria-labelledby={`post-${post.slug}`} borderWidth="1px" borderColor="border.muted" rounded="xl" overflow="hidden" bg="bg" display="flex" flexDirection="column">
      {post.featured_image && (
        <AppLink to={href} tabIndex={-1} aria-hidden="true" display="block">
          <Image src={post.featured_image} alt="" width="1200" height="630" aspectRatio="1200 / 630" w="full" h="auto" objectFit="cover" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
        </AppLink>
      )}
      <Stack gap="3" p={{ base: '5', md: '6' }} flex="1">
        <Text textStyle="sm" color="fg.muted">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {authorName(post.author)}
        </Text>
        <Heading as="h2" id={`post-${post.slug}`} textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="1.3">
          <AppLink to={href} color="fg" _hover={{ color: 'brand.700' }}>
            {post.title}
          </AppLink>
        </Heading>
        <Text color="fg.muted" flex="1">
          {post.summary}
        </Text>
        <Box>
          <LinkButton to={href} variant="outline" size="sm" aria-label={`Read More: ${post.title}`}>
            Read More
          </LinkButton>
        </Box>
      </Stack>
    </Box>
  );
}
