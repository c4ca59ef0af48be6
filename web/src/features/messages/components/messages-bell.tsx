import { Box, Float, IconButton } from '@chakra-ui/react';
import { BellIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';
import { useRecentMessages } from '../api/messages';

/** How many of the newest messages the bell lists. */
export const MESSAGES_SHOWN = 8;

/** The list and its popover machinery are code the first screen does not need. */
const messagesPopover = deferredPart(() => import('./messages-popover').then((module) => module.MessagesPopover));

/** The top bar's messages button: the unread count on a bell, the newest messages when opened. */
export function MessagesBell() {
  const { data } = useRecentMessages(MESSAGES_SHOWN);
  const unread = data?.unread_count ?? 0;
  return (
    <LoadOnIntent
      part={messagesPopover}
      trigger={
        <IconButton variant="ghost" rounded="full" aria-label={unread ? `Messages, ${unread} unread` : 'Messages'} aria-haspopup="dialog" position="relative">
          <BellIcon />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Box as="span" minW="4" h="4" px="1" rounded="full" bg="red.600" color="white" textStyle="2xs" fontWeight="bold" lineHeight="1rem" textAlign="center" aria-hidden>
                {unread > 99 ? '99+' : unread}
              </Box>
            </Float>
          )}
        </IconButton>
      }
    />
  );
}
