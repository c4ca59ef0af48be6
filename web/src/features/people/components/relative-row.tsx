import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lifeYearsText, type LifeSpan } from '@heirloom/shared/rules/living';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { AppLink } from '../../../components/ui/router-link';
import { avatarPalette, displayNameOf } from '../../../lib/person-display';

export interface RelativeRowProps {
  id: string;
  name: string;
  sex: string;
  thumbnail?: string;
  lifeSpan?: LifeSpan;
  /** A word that sets them apart in their group ('divorced', 'adopted', 'half'). */
  note?: string | null;
  /** What can be done with the relative here (unlink them), at the row's end. */
  action?: ReactNode;
}

/** One relative in the person page's family lists: their picture, name (opening their page) and years. */
export function RelativeRow({ id, name, sex, thumbnail, lifeSpan, note, action }: RelativeRowProps) {
  const years = lifeYearsText(lifeSpan);
  return (
    <HStack as="li" gap="3" minW="0">
      <AvatarBadge size="xs" colorPalette={avatarPalette(sex)} variant="solid" aria-hidden name={name || '?'} src={thumbnail} />
      <AppLink to={`/person/${encodeURIComponent(id)}/details`} fontWeight="medium" truncate>
        {displayNameOf({ name })}
      </AppLink>
      {years && (
        <Text as="span" flexShrink={0} textStyle="sm" color="fg.muted">
          {years}
        </Text>
      )}
      {note && (
        <Badge size="sm" variant="subtle" flexShrink={0}>
          {note}
        </Badge>
      )}
      {action}
    </HStack>
  );
}
