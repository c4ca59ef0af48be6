import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { AppLink } from '../../../components/ui/router-link';
import { useFamily } from '../api/family';

/**
 * While the user's photos and family tree move into the family (joining) or out of it (leaving),
 * every page says so: how far it is, what shows meanwhile and that nothing is lost. Joining, their
 * own photos, documents and tree stay in view throughout (read where they are), and their tree
 * becomes part of the family's once all of it has been copied (it cannot be changed until then);
 * leaving, their photos show in their library as they arrive.
 * The family page says it in its members card instead. Kept current by the move's realtime
 * progress (FamilyChangeNotices reads the family again at each page moved).
 */
export function FamilyMoveNotice() {
  const { data } = useFamily();
  const onFamilyPage = useLocation().pathname.startsWith('/invites');
  const moving = data?.moving;
  if (!moving || moving.done || onFamilyPage) return null;
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} pt="4" data-testid="family-move-notice">
      <FamilyMoveAlert moving={moving}>
        {' '}
        <AppLink to="/invites#family-members" textDecoration="underline" fontWeight="medium">
          See your family
        </AppLink>
      </FamilyMoveAlert>
    </Box>
  );
}

/** How far the move is, or that it could not finish (and that nothing is lost); `children` follow the words. */
export function FamilyMoveAlert({ moving, children }: { moving: { moved: number; total: number | null; failed: boolean; leaving: boolean; tree_copying: boolean }; children?: ReactNode }) {
  if (moving.failed) {
    return (
      <FormAlert status="error">
        Moving your photos and family tree could not finish ({movingProgress(moving)} items moved). Nothing is lost: what has not moved yet is kept where it was, and our team has been alerted.
        {children}
      </FormAlert>
    );
  }
  return (
    <FormAlert status="info">
      {moving.leaving ? 'Moving your photos and documents to your own library' : 'Moving your photos and family tree'}: {moving.total === null ? 'counting the items' : `${movingProgress(moving)} items`}.{' '}
      {meanwhile(moving)}; you can carry on meanwhile.
      {children}
    </FormAlert>
  );
}

/** What shows while the move runs. */
function meanwhile(moving: { leaving: boolean; tree_copying: boolean }): string {
  if (moving.leaving) return 'Each appears once it has moved';
  if (moving.tree_copying) return 'Your photos, documents and family tree stay in view; your tree joins the family tree once all of it has been copied, and can be changed again then';
  return 'Your photos and documents stay in view, and your tree is now part of the family tree';
}

/** "120 of 1,184" (or "120 so far" while the total is being counted). */
function movingProgress(moving: { moved: number; total: number | null }): string {
  const format = (count: number) => count.toLocaleString('en-US');
  return moving.total === null ? `${format(moving.moved)} so far` : `${format(moving.moved)} of ${format(moving.total)}`;
}
