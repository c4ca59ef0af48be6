import { Badge, Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { DuplicateGroup, DuplicatePhoto } from '@heirloom/shared/contracts/duplicates';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { TRASH_DAYS } from '@heirloom/shared/rules/trash';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { useDismissDuplicates, useKeepDuplicate } from '../api/duplicates';
import { CopiesIcon, NotCopiesIcon } from './duplicate-icons';

/** What the family added to a copy, as short facts (what moves when another copy is kept). */
function factsOf(entry: DuplicatePhoto): string[] {
  const { photo } = entry;
  const facts = [photo.date_taken ?? 'No date'];
  if (photo.location) facts.push(photo.location.formatted_address);
  if (entry.named_faces) facts.push(entry.named_faces === 1 ? '1 person named' : `${entry.named_faces} people named`);
  if (photo.event_id) facts.push('In an event');
  if (photo.description) facts.push('Has a description');
  return facts;
}

const NOT_YOURS = 'Only the family’s admins or the person who uploaded them can remove these copies';

/** One group of near-identical photos: each copy side by side, the suggested one first. */
export function DuplicateGroupCard({ group }: { group: DuplicateGroup }) {
  const keep = useKeepDuplicate();
  const dismiss = useDismissDuplicates();
  const [keeping, setKeeping] = useState<DuplicatePhoto | null>(null);
  const ids = group.photos.map((entry) => entry.photo.id);
  const others = (kept: string) => ids.filter((id) => id !== kept);
  const mayKeep = (kept: string) => group.photos.every((entry) => entry.photo.id === kept || entry.may_remove);

  return (
    <Box as="section" aria-label={`${group.photos.length} copies of one photo`} borderWidth="1px" borderColor="border" rounded="xl" bg="bg.panel" p={{ base: '3', md: '4' }} shadow="xs">
      <HStack gap="2" mb="3" wrap="wrap">
        <CopiesIcon color="brand.600" />
        <Text fontWeight="semibold">{group.photos.length} copies</Text>
        {group.exact && (
          <Badge colorPalette="orange" variant="subtle">
            Same file
          </Badge>
        )}
        <Button
          size="sm"
          variant="outline"
          ms="auto"
          loading={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(
              { groupId: group.id, photos: ids },
              { onError: (error) => toaster.create({ type: 'error', title: 'Could not dismiss this group', description: error.message }) },
            )
          }
        >
          <NotCopiesIcon /> Not duplicates
        </Button>
      </HStack>
      <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(13rem, 1fr))' }} gap={{ base: '2', md: '4' }}>
        {group.photos.map((entry) => {
          const suggested = entry.photo.id === group.keep_id;
          const allowed = mayKeep(entry.photo.id);
          return (
            <Stack as="li" key={entry.photo.id} gap="2" borderWidth="2px" borderColor={suggested ? 'brand.500' : 'transparent'} rounded="lg" p="1.5" minW="0">
              <Link to={`/photo/${encodeURIComponent(entry.photo.id)}`} aria-label={`Open ${entry.photo.name}`}>
                <Box position="relative" aspectRatio="4 / 3" rounded="md" overflow="hidden" bg="gray.100" backgroundImage={entry.photo.placeholder ? `url("${entry.photo.placeholder}")` : undefined} backgroundSize="cover">
                  <chakra.img src={entry.photo.thumbnail_urls['300']} alt={entry.photo.name} loading="lazy" w="full" h="full" objectFit="contain" />
                  {suggested && (
                    <Badge position="absolute" top="2" left="2" colorPalette="brand" variant="solid" shadow="sm">
                      <CheckIcon /> Suggested
                    </Badge>
                  )}
                </Box>
              </Link>
              <Stack gap="0.5" px="1" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate title={entry.photo.name}>
                  {entry.photo.name}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {entry.photo.width} × {entry.photo.height} · {entry.format} · {formatBytes(entry.size)}
                </Text>
                <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                  {factsOf(entry).join(' · ')}
                </Text>
                {suggested && group.reason && (
                  <Text textStyle="xs" color="brand.700" fontWeight="medium">
                    {group.reason}
                  </Text>
                )}
              </Stack>
              <Button size="sm" mt="auto" variant={suggested ? 'solid' : 'outline'} colorPalette="brand" disabled={!allowed} title={allowed ? undefined : NOT_YOURS} onClick={() => setKeeping(entry)}>
                Keep this one
              </Button>
            </Stack>
          );
        })}
      </Grid>
      {group.photos.some((entry) => !entry.may_remove) && (
        <Text textStyle="xs" color="fg.muted" mt="2">
          {NOT_YOURS}.
        </Text>
      )}
      <ConfirmDialog
        open={keeping !== null}
        onOpenChange={(open) => !open && setKeeping(null)}
        title={group.photos.length === 2 ? 'Keep this photo and delete the other copy?' : `Keep this photo and delete the other ${group.photos.length - 1} copies?`}
        confirmLabel="Keep this one"
        busyLabel="Keeping…"
        busy={keep.isPending}
        error={keep.error?.message}
        onConfirm={() => {
          if (!keeping) return;
          keep.mutate(
            { groupId: group.id, keep: keeping.photo.id, remove: others(keeping.photo.id) },
            {
              onSuccess: (result) => {
                setKeeping(null);
                const moved = result.moved.faces ? ` ${result.moved.faces === 1 ? '1 face name' : `${result.moved.faces} face names`} moved to it.` : '';
                toaster.create({ type: 'success', title: result.removed === 1 ? 'Photo kept, 1 copy deleted' : `Photo kept, ${result.removed} copies deleted`, description: moved || undefined });
              },
            },
          );
        }}
      >
        {/* The copies go to the trash (lambdas/domain/duplicates/keep.ts), so a wrong choice can be undone. */}
        Face names, the event and descriptions of the other copies move to this photo. The other copies then wait in the Recently deleted of whoever uploaded them for {TRASH_DAYS} days, where they can be restored; then they are deleted for good.
      </ConfirmDialog>
    </Box>
  );
}
