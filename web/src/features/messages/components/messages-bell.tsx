import { Box, Float, IconButton, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BellIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useRecentMessages } from '../api/messages';
import { MessageListItem } from './message-list-item';

const SHOWN = 8;

/** The top bar's messages button: the unread count on a bell, the newest messages when opened. */
export function MessagesBell() {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useRecentMessages(SHOWN);
  const unread = data?.unread_count ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" rounded="full" aria-label={unread ? `Messages, ${unread} unread` : 'Messages'} position="relative">
          <BellIcon />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Box as="span" minW="4" h="4" px="1" rounded="full" bg="red.600" color="white" textStyle="2xs" fontWeight="bold" lineHeight="4" textAlign="center" aria-hidden>
                {unread > 99 ? '99+' : unread}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: '96' }} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
            <Popover.Body p="2">
              <Text fontWeight="semibold" px="3" py="2">
                Messages
              </Text>
              {isPending ? (
                <Stack gap="2" p="2">
                  <Skeleton h="10" />
                  <Skeleton h="10" />
                </Stack>
              ) : isError ? (
                <Text px="3" py="2" color="fg.muted" textStyle="sm">
                  Your messages could not be loaded.
                </Text>
              ) : data.messages.length ? (
                <Stack gap="0">
                  {data.messages.map((message) => (
                    <MessageListItem key={message.id} message={message} />
                  ))}
                </Stack>
              ) : (
                <Text px="3" py="2" color="fg.muted" textStyle="sm">
                  You have no messages yet. New photos from your family, people to name and invites show up here.
                </Text>
              )}
              <LinkButton to="/notifications" variant="ghost" size="sm" w="full" mt="1">
                Notification settings
              </LinkButton>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
