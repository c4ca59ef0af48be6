import { Box, Stack, Text } from '@chakra-ui/react';
import { lifeYearsText } from '@heirloom/shared/rules/living';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { Link as RouterLink } from 'react-router';
import { AlertIcon } from '../../../components/ui/icons';
import { TickBox } from '../../../components/ui/tick-box';
import { displayNameOf } from '../../../lib/person-display';
import { PersonAvatar } from './person-avatar';
import { useFamilyRights } from '../../../lib/family-role';
import { newerVersionWaits } from '../../../lib/person-versions';

export const CARD_HEIGHT = 184;

interface PersonCardProps {
  person: PersonView;
  selected: boolean;
  onToggle: (id: string) => void;
}

/**
 * One person on the people list: picture or initials, name and life dates; the card opens the
 * person's page, the box in its corner selects it. A newer version of the person (a relative's
 * edit) shows a warning that leads to the merge screen (spec 001 section 2).
 */
export function PersonCard({ person, selected, onToggle }: PersonCardProps) {
  const { userId } = useFamilyRights();
  const name = displayNameOf(person);
  const years = lifeYearsText(person.life_span);
  return (
    <Box
      as="article"
      aria-label={name}
      position="relative"
      h={`${CARD_HEIGHT}px`}
      bg="bg.panel"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.500' : 'border.muted'}
      rounded="xl"
      shadow="xs"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
      data-selected={selected || undefined}
    >
      <TickBox
        position="absolute"
        top="2"
        left="2"
        zIndex="1"
        p="1"
        checked={selected}
        onCheckedChange={() => onToggle(person.id)}
        label={`Select ${name}`}
        controlBg={selected ? undefined : 'bg.panel'}
      />
      {newerVersionWaits(person, userId) && (
        <Box asChild position="absolute" top="2" right="2" zIndex="1" color="orange.500" p="1" rounded="md" _hover={{ bg: 'orange.50' }}>
          <RouterLink to={`/person_merge?person_id1=${encodeURIComponent(person.id)}`} aria-label={`A newer version of ${name} is waiting: compare and merge`}>
            <AlertIcon />
          </RouterLink>
        </Box>
      )}
      <Box asChild display="block" h="full" rounded="xl" px="3" pt="6" pb="3" textAlign="center" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}>
        <RouterLink to={`/person/${encodeURIComponent(person.id)}/details`}>
          <Stack align="center" gap="2" h="full">
            <PersonAvatar name={name} sex={person.sex} thumbnailUrl={person.person_thumbnail_url} size="2xl" />
            <Text fontWeight="semibold" lineClamp={2} lineHeight="1.3" color={person.name ? 'fg' : 'fg.muted'}>
              {name}
            </Text>
            {years && (
              <Text textStyle="sm" color="fg.muted">
                {years}
              </Text>
            )}
          </Stack>
        </RouterLink>
      </Box>
    </Box>
  );
}
