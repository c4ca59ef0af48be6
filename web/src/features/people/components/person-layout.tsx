import { Alert, Badge, Box, Button, Flex, Heading, HStack, Skeleton, Text } from '@chakra-ui/react';
import { lifeYearsText } from '@heirloom/shared/rules/living';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { RecordPageFrame, RecordPageState } from '../../../components/record-page';
import { TrashIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { AppLink, LinkButton } from '../../../components/ui/router-link';
import { useForgetPeople } from '../api/forget-people';
import { usePerson } from '../api/person';
import { restorePeople, useRestorePeople } from '../api/removed-people';
import { peopleKeys } from '../api/keys';
import type { PersonOutletContext } from '../hooks/use-person-outlet';
import { displayNameOf } from '../../../lib/person-display';
import { PersonAvatar } from './person-avatar';
import { SectionTabs, type SectionTab } from '../../../components/section-tabs';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { newerVersionWaits } from '../../../lib/person-versions';

/** Spec 001 section 2: details (default), social (labelled Contacts), timeline, pictures, map, notes, citations, charts. */
export const PERSON_TABS: readonly SectionTab[] = [
  { to: 'details', label: 'Details' },
  { to: 'social', label: 'Contacts' },
  { to: 'timeline', label: 'Timeline' },
  { to: 'pictures', label: 'Pictures' },
  { to: 'map', label: 'Map' },
  { to: 'notes', label: 'Notes' },
  { to: 'citations', label: 'Citations' },
  { to: 'charts/all', label: 'Charts', matches: 'charts' },
];

/**
 * /person/{id}/*: the person's name, picture and chips above the tabs; each tab is a child route
 * given the loaded person. `isMeOf` says whether a person is the signed-in user's own (the app knows).
 */
export function PersonLayout({
  isMeOf = () => false,
  meAction,
  aboveTabs,
}: {
  isMeOf?: (personId: string) => boolean;
  meAction?: (personId: string, name: string) => React.ReactNode;
  /** What the app shows about the person before the tabs (how they are related to the reader). */
  aboveTabs?: (person: PersonView) => React.ReactNode;
}) {
  const { personId = '' } = useParams();
  const { pathname, state } = useLocation();
  const person = usePerson(personId);
  const rights = useFamilyRights();
  const base = `/person/${encodeURIComponent(personId)}`;
  const current = decodeURIComponent(pathname).slice(`/person/${personId}/`.length) || 'details';

  if (!person.data) {
    return (
      <RecordPageState
        query={person}
        pageTitle="Person · Heirloom"
        loadingLabel="Loading the person"
        skeleton={
          <HStack gap="4">
            <Skeleton boxSize="16" rounded="full" />
            <Skeleton h="8" w="60" />
          </HStack>
        }
        notFound={{ heading: 'This person is not in your family tree', text: 'They may have been removed from your view, or the link is out of date.' }}
        what="this person"
      />
    );
  }

  // A person merged into another is answered with the one kept: their own address, saying so.
  if (person.data.id !== personId) {
    return <Navigate to={`/person/${encodeURIComponent(person.data.id)}/${current}`} replace state={{ mergedInto: person.data.id } satisfies MergedState} />;
  }
  const mergedHere = (state as MergedState | null)?.mergedInto === person.data.id;

  const name = displayNameOf(person.data);
  const years = lifeYearsText(person.data.life_span);
  const isMe = isMeOf(person.data.id);
  // Removing and choosing versions are for the family's admins and the person who added them.
  const mayChange = rights.ready && rights.mayChange(person.data.created_by);
  return (
    <RecordPageFrame>
      <title>{`${name} · Heirloom`}</title>
      <Flex gap="4" align="center" mb="4" wrap="wrap">
        <PersonAvatar name={name} sex={person.data.sex} thumbnailUrl={person.data.person_thumbnail_url} size="2xl" />
        {/* At least 12rem for the name: on a phone the buttons wrap below it rather than squeezing it a few letters a line. */}
        <Box flex="1" minW="48">
          <Heading as="h1" textStyle={{ base: 'xl', md: '3xl' }} fontWeight="semibold" lineHeight="1.2" wordBreak="break-word">
            {name}
          </Heading>
          {years && (
            <Text color="fg.muted" mt="0.5" data-testid="person-years">
              {years}
            </Text>
          )}
          <HStack gap="2" mt="1.5" wrap="wrap">
            {isMe && (
              <Badge colorPalette="sage" variant="subtle">
                This is me
              </Badge>
            )}
            {person.data.sex && <Badge variant="outline">{person.data.sex}</Badge>}
            {person.data.living && (
              <Badge variant="subtle" colorPalette="blue" title="Only your family's members see the details of living people">
                Living · private to your family
              </Badge>
            )}
            {person.data.gedcom_xref && (
              <Badge variant="subtle" colorPalette="gray" title="The record this person came from in an imported GEDCOM file">
                GEDCOM {person.data.gedcom_xref}
              </Badge>
            )}
          </HStack>
        </Box>
        <HStack gap="2" wrap="wrap">
          {meAction?.(person.data.id, name)}
          {!isMe && (
            <LinkButton to={`/invite/email?${new URLSearchParams({ person: person.data.id }).toString()}`} variant="outline" size="sm">
              Invite
            </LinkButton>
          )}
          {mayChange && !person.data.items_deleted && <RemovePersonButton personId={person.data.id} name={name} />}
        </HStack>
      </Flex>
      {rights.ready && !mayChange && (
        <Box textStyle="sm" color="fg.muted" mb="3" data-testid="not-yours">
          {NOT_YOURS.person} Your changes to their details are sent to the admins to review.
        </Box>
      )}
      {person.data.items_deleted && <RemovedNotice personId={person.data.id} name={name} mayPutBack={mayChange} />}
      {mergedHere && (
        <Alert.Root status="info" mb="4" rounded="md">
          <Alert.Indicator />
          <Alert.Description>The person you opened was merged into {name}: their names, events, notes and photos are all here now.</Alert.Description>
        </Alert.Root>
      )}
      {newerVersionWaits(person.data, rights.userId) && (
        <Alert.Root status="warning" mb="4" rounded="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A newer version of {name} is waiting</Alert.Title>
            <Alert.Description>
              A relative changed this person.{' '}
              <AppLink to={`/person_merge?person_id1=${encodeURIComponent(person.data.id)}`} textDecoration="underline">
                {mayChange ? 'Compare the versions and choose one' : 'Compare the versions'}
              </AppLink>
              {!mayChange && ' (the family’s admins choose which one to keep)'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {aboveTabs?.(person.data)}
      <SectionTabs label="Person sections" base={base} tabs={PERSON_TABS} current={current} />
      <Box pt={{ base: '4', md: '6' }}>
        <Outlet context={{ person: person.data } satisfies PersonOutletContext} />
      </Box>
    </RecordPageFrame>
  );
}

interface MergedState {
  mergedInto: string;
}

/** A removed person's page (opened from a link or Removed people): says so, with 'Put back' for whoever may. */
function RemovedNotice({ personId, name, mayPutBack }: { personId: string; name: string; mayPutBack: boolean }) {
  const restore = useRestorePeople();
  return (
    <Alert.Root status="warning" mb="4" rounded="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{name} was removed from the family tree</Alert.Title>
        <Alert.Description>
          {mayPutBack ? 'Their events, notes and links were kept: put them back and they return as they were.' : 'Their events, notes and links were kept. The family’s admins, or whoever added them, can put them back.'}
          {restore.error && <Text color="fg.error">{restore.error.message}</Text>}
        </Alert.Description>
      </Alert.Content>
      {mayPutBack && (
        <Button size="sm" variant="outline" alignSelf="center" loading={restore.isPending} onClick={() => restore.mutate([personId], { onSuccess: () => toaster.create({ type: 'success', title: `${name} is back in the family tree` }) })}>
          Put back
        </Button>
      )}
    </Alert.Root>
  );
}

/**
 * Spec 001 section 4: delete person asks first, then removes the person from the view, closes the
 * page and says so, with Undo. The page goes once the removal is done (the button goes with it: a
 * removed person's page offers 'Put back' instead), so what follows is not left to its callbacks.
 */
function RemovePersonButton({ personId, name }: { personId: string; name: string }) {
  const forget = useForgetPeople();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const undo = async () => {
    await restorePeople([personId]);
    await queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    toaster.create({ type: 'success', title: `${name} is back in the family tree` });
  };
  return (
    <ConfirmButton
      trigger={
        <>
          <TrashIcon /> Remove
        </>
      }
      title="Remove This Person?"
      confirmLabel="Remove"
      busy={forget.isPending}
      error={forget.error?.message ?? null}
      onConfirm={() =>
        void forget.mutateAsync([personId]).then(() => {
          toaster.create({ type: 'success', title: `${name} was removed from your view`, action: { label: 'Undo', onClick: () => void undo().catch((error: Error) => toaster.create({ type: 'error', title: error.message })) } });
          void navigate('/people');
        }, () => undefined)
      }
    >
      Are you sure you want to remove {name} from your view?
    </ConfirmButton>
  );
}
