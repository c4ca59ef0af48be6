import { IconButton } from '@chakra-ui/react';
import type { RelativeLink } from '@heirloom/shared/contracts/family';
import { joinNames } from '@heirloom/shared/rules/events';
import { Unlink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { displayNameOf } from '../../../lib/person-display';
import { useUnlinkRelative } from '../api/unlink-relative';

interface UnlinkRelativeButtonProps {
  person: { id: string; name: string };
  relative: { id: string; name: string };
  relation: RelativeLink;
  /** A partner's children with the person: as their parents the two stay partners. */
  sharedChildren?: readonly string[];
}

/** What unlinking does, in the words of the family lists: both stay, only the link goes. */
function consequence(relation: RelativeLink, person: string, relative: string, sharedChildren: readonly string[] = []): string {
  switch (relation) {
    case 'parent':
      return `${relative} will no longer be ${person}'s parent: they leave ${person}'s birth. Both stay in the tree with their own events.`;
    case 'child':
      return `${relative} will no longer be ${person}'s child: ${person} leaves ${relative}'s birth. Both stay in the tree with their own events.`;
    case 'partner':
      if (sharedChildren.length) {
        // Partners are also read from the children two people have: the marriage goes, the couple stays.
        return `${relative} leaves their marriage, which stays on ${person}'s page with its date and place. As the parents of ${joinNames(sharedChildren)} they are still shown as partners: unlink one of them from ${sharedChildren.length === 1 ? 'that child' : 'those children'} if that is wrong too.`;
      }
      return `${relative} will no longer be ${person}'s partner. Their marriage stays on ${person}'s page with its date and place, without ${relative}. Both stay in the tree.`;
  }
}

/** 'Unlink' beside a parent, partner or child on a person's page, asking first (as Gramps Web and webtrees unlink a family member). */
export function UnlinkRelativeButton({ person, relative, relation, sharedChildren }: UnlinkRelativeButtonProps) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkRelative();
  // The row goes once unlinked: focus then moves to the first button left in its section.
  const section = useRef<HTMLElement | null>(null);
  const unlinking = useRef(false);
  // The row (this button and its dialog with it) goes when the person's family is read again, which
  // can come after the dialog has closed and handed focus back to this button: focus would then
  // fall to the page. Once gone, the section's first button takes it.
  useEffect(
    () => () => {
      const where = section.current;
      if (unlinking.current && where?.isConnected && (document.activeElement === null || document.activeElement === document.body)) where.querySelector('button')?.focus();
    },
    [],
  );
  const [personName, relativeName] = [displayNameOf(person), displayNameOf(relative)];
  return (
    <>
      <IconButton
        ms="auto"
        flexShrink={0}
        size="xs"
        variant="ghost"
        aria-label={`Unlink ${relativeName}`}
        title={`Unlink ${relativeName}`}
        onClick={(event) => {
          section.current = event.currentTarget.closest('section');
          setOpen(true);
        }}
      >
        <Unlink />
      </IconButton>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) unlink.reset();
        }}
        title={`Unlink ${relativeName}?`}
        confirmLabel="Unlink"
        busyLabel="Unlinking…"
        busy={unlink.isPending}
        error={unlink.error?.message}
        onConfirm={() => {
          const where = section.current;
          unlinking.current = true;
          unlink.mutateAsync({ personId: person.id, relative_id: relative.id, relation }).then(
            () => {
              setOpen(false);
              // The row, and this dialog with it, may be gone by now: focus stays in the section.
              requestAnimationFrame(() => {
                if (document.activeElement === document.body) where?.querySelector('button')?.focus();
              });
            },
            () => {
              unlinking.current = false; // said in the dialog (unlink.error); the row stays
            },
          );
        }}
      >
        {consequence(relation, personName, relativeName, sharedChildren)}
      </ConfirmDialog>
    </>
  );
}
