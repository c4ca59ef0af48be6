import { Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Popover } from '../../../components/ui/chakra/popover';
import { useState } from 'react';
import type { DeferredPartProps } from '../../../components/ui/load-on-intent';
import { LinkButton } from '../../../components/ui/router-link';
import { useRecentMessages } from '../api/messages';
import { MESSAGES_SHOWN } from './messages-bell';
import { MessageListItem } from './message-list-item';

/** The bell's list of the newest messages, loaded the first time someone may open it (see ./messages-bell). */
export function MessagesPopover({ trigger, defaultOpen }: DeferredPartProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { data, isPending, isError } = useRecentMessages(MESSAGES_SHOWN);
  return (
    // Fixed like the sticky bar it hangs from: an absolute popover trails the page's scroll by a frame.
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end', strategy: 'fixed' }} lazyMount>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
