import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { avatarPalette, initialsOf } from '../utils/person-display';

interface PersonAvatarProps extends Omit<AvatarRootProps, 'children'> {
  name: string;
  sex: string;
  thumbnailUrl: string | null;
}

/** The person's picture, or their initials on pink (Female) or blue (anyone else). Decorative: the name is always beside it. */
export function PersonAvatar({ name, sex, thumbnailUrl, ...props }: PersonAvatarProps) {
  const palette = avatarPalette(sex);
  return (
    <Avatar.Root colorPalette={palette} variant="solid" data-palette={palette} aria-hidden {...props}>
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {thumbnailUrl && <Avatar.Image src={thumbnailUrl} alt="" />}
    </Avatar.Root>
  );
}
