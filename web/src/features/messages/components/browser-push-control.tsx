import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useBrowserPush } from '../hooks/use-browser-push';

/**
 * "Notify this browser even when Heirloom is closed": Web Push for this browser, on the
 * notification settings. Where the browser or the server cannot push, `fallback` shows instead
 * (the notifications-in-open-tabs permission).
 */
export function BrowserPushControl({ wantsWeb, fallback }: { wantsWeb: boolean; fallback: ReactNode }) {
  const { state, busy, error, turnOn, turnOff } = useBrowserPush();
  if (state === 'unsupported' || state === 'unavailable') return fallback;
  const on = state === 'on';
  return (
    <Box borderWidth="1px" borderColor="border.muted" bg="bg.subtle" rounded="lg" p="4" data-testid="browser-push">
      <HStack gap="4" wrap="wrap" align="center">
        <Stack gap="1" flex="1" minW="64">
          <Text fontWeight="semibold">Notify this browser even when Heirloom is closed</Text>
          <Text textStyle="sm" color="fg.muted">
            {state === 'blocked'
              ? 'This browser blocks notifications from Heirloom. Allow them in the browser’s site settings to turn this on.'
              : on
                ? wantsWeb
                  ? 'On: messages with Web notification ticked below reach this browser, even with no Heirloom tab open.'
                  : 'On. Tick Web notification below for the messages you want to reach this browser.'
                : 'Web notifications then reach this browser with no Heirloom tab open. Turn it on in each browser you use.'}
          </Text>
        </Stack>
        {state !== 'blocked' && (
          <Button size="sm" variant={on ? 'outline' : 'solid'} colorPalette="brand" loading={busy || state === 'loading'} disabled={state === 'loading'} onClick={() => void (on ? turnOff() : turnOn())}>
            {on ? 'Turn off for this browser' : 'Turn on for this browser'}
          </Button>
        )}
      </HStack>
      {error && (
        <Box mt="3">
          <FormAlert>{error}</FormAlert>
        </Box>
      )}
    </Box>
  );
}
