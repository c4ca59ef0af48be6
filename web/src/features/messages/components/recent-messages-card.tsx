import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../../components/ui/section-card';
import { useRecentMessages } from '../api/messages';
import { MessageListItem } from './message-list-item';

/**
 * The newest messages, for the home dashboard (spec 001 section 2: 'messages'). It says nothing
 * (renders nothing) when there are no messages, as every home card does.
 */
export function RecentMessagesCard({ limit = 5 }: { limit?: number }) {
  const { data, isPending, isError } = useRecentMessages(limit);
  if (isError || (data && !data.messages.length)) return null;
  return (
    <SectionCard
      title="Messages"
      anchor="messages"
      actions={data && data.unread_count > 0 ? <Badge colorPalette="brand">{data.unread_count} unread</Badge> : undefined}
    >
      {isPending ? (
        <Stack gap="2">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : (
        <Stack gap="0" mx="-3">
          {data.messages.map((message) => (
            <MessageListItem key={message.id} message={message} />
          ))}
        </Stack>
      )}
      {!isPending && data.cursor && (
        <Text textStyle="xs" color="fg.muted" mt="2">
          Open a message to see the others beside it.
        </Text>
      )}
    </SectionCard>
  );
}
