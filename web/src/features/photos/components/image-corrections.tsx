import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FixType } from '@heirloom/shared/contracts/photos';
import { RotateCcw, RotateCw } from 'lucide-react';
import { DenoiseIcon, WandIcon } from '../../../components/ui/more-icons';
import { toaster } from '../../../components/ui/toaster';
import { useFixPhoto } from '../api/fix-photo';
import { useTurnPhoto } from '../api/turn-photo';
import { usePendingFixes, type PendingWork } from '../stores/pending-fixes';

const WORKING: Record<PendingWork, string> = {
  color_correct: 'Correcting the colours…',
  denoise: 'Removing the noise…',
  turn: 'Turning the photo…',
};

/**
 * The side panel's Image Correction (spec 000 section 6: Correct Image, Remove Noise), and a quarter
 * turn left or right for a photo scanned or taken on its side. Each is queued; one at a time, and the
 * new picture arrives by itself.
 */
export function ImageCorrections({ photoId }: { photoId: string }) {
  const fix = useFixPhoto();
  const turn = useTurnPhoto();
  const pending = usePendingFixes((state) => state.pending[photoId]);
  const busy = Boolean(pending) || fix.isPending || turn.isPending;

  const startFix = (fixType: FixType) =>
    fix.mutate({ id: photoId, fixType }, { onError: (error) => toaster.create({ type: 'error', title: 'The correction could not start', description: error.message }) });
  const startTurn = (direction: 'left' | 'right') =>
    turn.mutate({ id: photoId, direction }, { onError: (error) => toaster.create({ type: 'error', title: 'The photo could not be turned', description: error.message }) });

  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Image Correction</Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="subtle" disabled={busy} loading={fix.isPending && fix.variables?.fixType === 'color_correct'} onClick={() => startFix('color_correct')}>
          <WandIcon /> Correct Image
        </Button>
        <Button size="sm" variant="subtle" disabled={busy} loading={fix.isPending && fix.variables?.fixType === 'denoise'} onClick={() => startFix('denoise')}>
          <DenoiseIcon /> Remove Noise
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="subtle" disabled={busy} loading={turn.isPending && turn.variables?.direction === 'left'} onClick={() => startTurn('left')}>
          <RotateCcw aria-hidden /> Turn left
        </Button>
        <Button size="sm" variant="subtle" disabled={busy} loading={turn.isPending && turn.variables?.direction === 'right'} onClick={() => startTurn('right')}>
          <RotateCw aria-hidden /> Turn right
        </Button>
      </HStack>
      {pending && (
        <HStack role="status" gap="2" color="fg.muted" textStyle="sm">
          <Spinner size="xs" /> {WORKING[pending]} The new picture appears here when it is ready.
        </HStack>
      )}
    </Stack>
  );
}
