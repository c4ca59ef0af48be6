import { Box, Button, Circle, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/ui/option-select';
import { rolesFor } from '@heirloom/shared/rules/events';
import { isFemale } from '@heirloom/shared/rules/gender';
import { useState } from 'react';
import { TrashIcon, UserIcon } from '../../../components/ui/icons';
import { PlusIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { roleProblem, type EventFormAction, type ParticipantRow } from '../utils/event-form';
import { roleLabel } from '../../../lib/event-labels';
import { slotWho } from '../utils/labels';
import { ChoosePersonDialog } from '../../../components/person-picker/choose-person-dialog';
import { useCreatePersonNamed } from '../api/create-person';
import { AvatarBadge } from '../../../components/ui/avatar-badge';

/** Spec 000 section 9: the participant list is 300 px high, its rows 64 px (108 on a phone). */
export const PARTICIPANT_LIST_HEIGHT = '300px';
export const PARTICIPANT_ROW_HEIGHT = { base: '108px', md: '64px' } as const;

interface ParticipantsListProps {
  eventType: string;
  rows: ParticipantRow[];
  dispatch: (action: EventFormAction) => void;
  /** Rows the viewer may not change or take out (someone else's event): shown without Change, role or Remove. */
  isLocked?: (row: ParticipantRow) => boolean;
}

/** Who took part and as what, with an empty slot for every required role still unfilled. */
export function ParticipantsList({ eventType, rows, dispatch, isLocked }: ParticipantsListProps) {
  const [choosing, setChoosing] = useState<ParticipantRow | null>(null);
  const createNamed = useCreatePersonNamed();
  const roles = rolesFor(eventType) as string[];
  return (
    <Stack gap="2">
      <Box
        h={PARTICIPANT_LIST_HEIGHT}
        overflowY="auto"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="lg"
        bg="bg.panel"
        tabIndex={0}
        aria-label="Participants"
        role="region"
      >
        {rows.length === 0 ? (
          <Flex h="full" align="center" justify="center" px="4" textAlign="center">
            <Text color="fg.muted">Nobody is in this event yet. Add the people who took part.</Text>
          </Flex>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" divideY="1px">
            {rows.map((row) => (
              <ParticipantItem key={row.key} row={row} eventType={eventType} roles={roles} dispatch={dispatch} onChoose={() => setChoosing(row)} locked={isLocked?.(row) ?? false} />
            ))}
          </Stack>
        )}
      </Box>
      <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => dispatch({ type: 'add', role: roles.includes('present') ? 'present' : (roles[0] ?? 'present') })}>
        <PlusIcon /> Add a person
      </Button>
      <ChoosePersonDialog
        open={choosing !== null}
        who={slotWho(choosing?.event_role ?? 'participant')}
        onOpenChange={(open) => {
          if (!open) setChoosing(null);
        }}
        createPerson={(typed) => createNamed.mutateAsync(typed)}
        onChoose={(person) => choosing && dispatch({ type: 'person', key: choosing.key, person })}
      />
    </Stack>
  );
}

interface ParticipantItemProps {
  row: ParticipantRow;
  eventType: string;
  roles: string[];
  dispatch: (action: EventFormAction) => void;
  onChoose: () => void;
  locked: boolean;
}

function ParticipantItem({ row, eventType, roles, dispatch, onChoose, locked }: ParticipantItemProps) {
  const problem = roleProblem(eventType, row.event_role);
  const options = roles.includes(row.event_role) ? roles : [row.event_role, ...roles];
  const who = row.person ? row.person.name || 'Unnamed person' : `empty ${row.event_role} slot`;
  return (
    <Flex
      as="li"
      h={PARTICIPANT_ROW_HEIGHT}
      px="3"
      py="2"
      gap={{ base: '2', md: '3' }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="center"
      data-empty-slot={row.person ? undefined : true}
      bg={row.person ? undefined : 'bg.subtle'}
    >
      <HStack flex="1" minW="0" gap="3">
        {row.person ? (
          <AvatarBadge size="sm" colorPalette={isFemale(row.person.sex) ? 'pink' : 'blue'} variant="solid" aria-hidden name={row.person.name || '?'} src={row.person.person_thumbnail_url} />
        ) : (
          <Circle size="8" borderWidth="2px" borderStyle="dashed" borderColor="border" color="fg.muted" aria-hidden flexShrink={0}>
            <UserIcon width="1em" height="1em" />
          </Circle>
        )}
        {row.person ? (
          <Box minW="0" flex="1">
            <AppLink to={`/person/${encodeURIComponent(row.person.id)}/details`} fontWeight="medium" display="block" truncate>
              {row.person.name || 'Unnamed person'}
            </AppLink>
            {!locked && (
              <Button variant="plain" size="xs" h="auto" p="0" color="fg.muted" textDecoration="underline" onClick={onChoose} aria-label={`Change the ${row.event_role}: ${who}`}>
                Change
              </Button>
            )}
          </Box>
        ) : (
          <Button variant="outline" size="sm" onClick={onChoose} borderStyle="dashed" flex={{ base: '1', md: 'initial' }}>
            Choose {slotWho(row.event_role)}
          </Button>
        )}
      </HStack>
      <HStack gap="2" flexShrink={0}>
        <OptionSelect
          size="sm"
          width={{ base: 'full', md: '36' }}
          invalid={Boolean(problem)}
          disabled={locked}
          aria-label={`Role of ${who}`}
          aria-invalid={problem ? true : undefined}
          title={problem}
          value={row.event_role}
          onValueChange={(role) => dispatch({ type: 'role', key: row.key, role })}
          options={options.map((role) => ({ value: role, label: `${roleLabel(role)}${roles.includes(role) ? '' : ' (not in this event type)'}` }))}
        />
        {/* Kept in line with the other rows' buttons. */}
        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${who}`} visibility={locked ? 'hidden' : undefined} disabled={locked} onClick={() => dispatch({ type: 'remove', key: row.key })}>
          <TrashIcon />
        </IconButton>
      </HStack>
    </Flex>
  );
}
