import { AvatarBadge, type AvatarBadgeProps } from '../../../components/ui/avatar-badge';
import { UserIcon } from '../../../components/ui/icons';
import { initialsOf } from '../../../lib/initials';
import { avatarPalette, UNNAMED_PERSON } from '../../../lib/person-display';

interface PersonAvatarProps extends Omit<AvatarBadgeProps, 'fallback' | 'src'> {
  name: string;
  sex: string;
  thumbnailUrl: string | null;
}

/** The person's picture, or their initials on pink (Female) or blue (anyone else). Decorative: the name is always beside it. */
export function PersonAvatar({ name, sex, thumbnailUrl, ...props }: PersonAvatarProps) {
  const palette = avatarPalette(sex);
  return (
    <AvatarBadge
      colorPalette={palette}
      variant="solid"
      data-palette={palette}
      aria-hidden
      fallback={name === UNNAMED_PERSON ? <UserIcon width="55%" height="55%" /> : initialsOf(name)}
      src={thumbnailUrl}
      {...props}
    />
  );
}
