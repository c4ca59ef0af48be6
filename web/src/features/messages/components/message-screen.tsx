import { Box, Button, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { useMarkMessage, useMessage, useMessages } from '../api/messages';
import { MessageTypeIcon } from './message-icon';
import { MessageListItem } from './message-list-item';
import { MessagePhotos } from './message-photos';
import { momentText } from '../../../lib/app-dates';
import { messageTime } from './message-time';

/** /message/:messageId (spec 001 section 2, 'Message page. Takes message_id'): one message, and the others beside it. */
export function MessageScreen() {
  const { messageId = '' } = useParams();
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
      <title>Message · Heirloom</title>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <MessageDetail messageId={messageId} />
        <AllMessages currentId={messageId} />
      </Grid>
    </Container>
  );
}

function MessageDetail({ messageId }: { messageId: string }) {
  const { data, isPending, error } = useMessage(messageId);
  const mark = useMarkMessage();
  if (isPending) {
    return (
      <SectionCard title={<Skeleton h="7" w="60" />}>
        <Skeleton h="16" />
      </SectionCard>
    );
  }
  if (error) {
    return (
      <SectionCard title={isApiError(error, 404) ? 'This message is not there any more' : 'The message could not be loaded'}>
        <Text color="fg.muted">{isApiError(error, 404) ? 'It may have been for another account.' : error.message}</Text>
        <LinkButton to="/" mt="4" variant="outline">
          Go home
        </LinkButton>
      </SectionCard>
    );
  }
  const { message } = data;
  // Every photo it told of has left the library since (deleted, or gone with a member who left).
  const photosGone = message.message_subtype === 'family_member_image' && message.photo_ids.length === 0;
  return (
    <Box as="article" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" shadow="xs" p={{ base: '5', md: '8' }}>
      <HStack gap="4" align="flex-start">
        <MessageTypeIcon type={message.message_type} size="12" />
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h1" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
            {message.title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            <time dateTime={message.created_at} title={momentText(message.created_at)}>
              {messageTime(message.created_at)}
            </time>
          </Text>
        </Stack>
      </HStack>
      <Text mt="5" textStyle="md">
        {message.body}
      </Text>
      <MessagePhotos photoIds={message.photo_ids} />
      {photosGone && (
        <Text mt="3" color="fg.muted">
          These photos are no longer in the family’s library: they were deleted, or went with a member who left the family.
        </Text>
      )}
      <HStack mt="6" gap="3" wrap="wrap">
        {message.link && !photosGone && (
          <LinkButton to={message.link} colorPalette="brand">
            {message.link_label ?? 'Open'}
          </LinkButton>
        )}
        <Button variant="ghost" loading={mark.isPending} onClick={() => mark.mutate({ id: message.id, read: !message.read })}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </HStack>
    </Box>
  );
}

function AllMessages({ currentId }: { currentId: string }) {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useMessages();
  const unread = data?.pages[0]?.unread_count ?? 0;
  return (
    <SectionCard title="All messages" headingLevel="h2" description={unread ? `${unread} unread` : 'All read'} p={{ base: '3', md: '4' }}>
      {isPending ? (
        <Stack gap="2">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : isError ? (
        <Text color="fg.muted">Your messages could not be loaded.</Text>
      ) : (
        <Stack gap="0" mx="-1">
          {data.pages.flatMap((page) => page.messages).map((message) => (
            <MessageListItem key={message.id} message={message} current={message.id === currentId} />
          ))}
          {hasNextPage && (
            <Button variant="ghost" size="sm" mt="2" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Show older messages
            </Button>
          )}
        </Stack>
      )}
      <LinkButton to="/notifications" variant="outline" size="sm" mt="4" w="full">
        Notification settings
      </LinkButton>
    </SectionCard>
  );
}
