import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageView } from '@heirloom/shared/contracts/messages';
import { Link as RouterLink } from 'react-router';
import { MessageTypeIcon } from './message-icon';
import { messageTime } from './message-time';

/** One row of a message list: icon, title, when; unread ones bold with a dot. */
export function MessageListItem({ message, current = false }: { message: MessageView; current?: boolean }) {
  return (
    <RouterLink to={`/message/${message.id}`} aria-current={current ? 'page' : undefined} data-testid="message-row">
      <HStack gap="3" px="3" py="2.5" rounded="lg" bg={current ? 'brand.50' : undefined} _hover={{ bg: current ? 'brand.50' : 'bg.muted' }} align="flex-start">
        <MessageTypeIcon type={message.message_type} size="8" />
        <Stack gap="0" flex="1" minW="0">
          <Text textStyle="sm" fontWeight={message.read ? 'normal' : 'semibold'} lineClamp={2}>
            {message.title}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {messageTime(message.created_at)}
          </Text>
        </Stack>
        {!message.read && <Box boxSize="2" rounded="full" bg="brand.600" mt="1.5" flexShrink={0} aria-label="Unread" />}
      </HStack>
    </RouterLink>
  );
}
