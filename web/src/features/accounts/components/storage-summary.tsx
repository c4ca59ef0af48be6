import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { totalStorage } from '@heirloom/shared/plans';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';

/** 'X used of Y' (spec 001 section 9: Y is free space + paid space + the plan's included storage). */
export const storageUsedText = (user: Pick<UserView, 'space_used' | 'free_space' | 'paid_space' | 'customer_plan' | 'trial_expired'>): string =>
  `${formatBytes(user.space_used)} used of ${formatBytes(totalStorage(user))}`;

export function StorageSummary({ user }: { user: UserView }) {
  const total = totalStorage(user);
  const percent = total > 0 ? Math.min(100, (user.space_used / total) * 100) : 0;
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{storageUsedText(user)}</Text>
        {total > 0 && (
          <Text color="fg.muted" textStyle="sm">
            {formatBytes(Math.max(0, total - user.space_used))} free
          </Text>
        )}
      </HStack>
      <ProgressBar label="Storage used" fraction={percent / 100} size="sm" colorPalette={percent > 90 ? 'red' : 'sage'} />
      {total === 0 && (
        <Box as="p" color="fg.muted" textStyle="sm">
          The Free plan has no room for uploads. The free trial and the paid plans include 100 GB.
        </Box>
      )}
    </Stack>
  );
}
