import type { MessageType } from '@heirloom/shared/contracts/messages';
import { Circle } from '@chakra-ui/react';
import { UserCheck, UserMinus, UserPen } from 'lucide-react';
import { FaceIcon, FamilyIcon, MergeIcon, PhotosIcon, TreeIcon, UserPlusIcon } from '../../../components/ui/icons';
import { CakeIcon, StorageIcon, CardIcon } from '../../../components/ui/more-icons';

const ICONS = {
  family_member_image: PhotosIcon,
  unnamed_people: FaceIcon,
  invite_received: UserPlusIcon,
  invite_accepted: FamilyIcon,
  family_members: FamilyIcon,
  invite_requested: UserPlusIcon,
  person_version: MergeIcon,
  person_suggestion: () => <UserPen size="1.25em" strokeWidth={1.8} />,
  suggestion_reviewed: () => <UserCheck size="1.25em" strokeWidth={1.8} />,
  people_removed: () => <UserMinus size="1.25em" strokeWidth={1.8} />,
  import_finished: TreeIcon,
  storage_nearly_full: StorageIcon,
  trial_ending: CardIcon,
  memories: CakeIcon,
} satisfies Record<MessageType, unknown>;

/** The round icon that tells a message's kind at a glance. */
export function MessageTypeIcon({ type, size = '10' }: { type: MessageType; size?: string }) {
  const Icon = ICONS[type];
  return (
    <Circle size={size} bg="brand.50" color="brand.700" flexShrink={0} aria-hidden>
      <Icon />
    </Circle>
  );
}
