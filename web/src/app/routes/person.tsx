import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { FilteredPhotoGrid } from '../../features/photos/components/filtered-photo-grid';
import { OwnPersonButton } from '../own-person-button';
import { RelationshipSection } from '../components/relationship-section';
import { AsViewer } from '../photo-viewer';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { CitationsEditor } from '../../features/family/components/citations-editor';
import { NotesEditor } from '../../features/family/components/notes-editor';
import { NewPersonScreen } from '../../features/people/components/new-person-screen';
import { PersonContacts } from '../../features/people/components/person-contacts';
import { PersonDetails } from '../../features/people/components/person-details';
import { PersonLayout } from '../../features/people/components/person-layout';
import { usePersonEvents } from '../../features/people/api/person-events';
import { AppLink } from '../../components/ui/router-link';
import { PersonMapTab } from '../../features/places/components/person-map-tab';
import { usePersonOutlet } from '../../features/people/hooks/use-person-outlet';
import { displayNameOf } from '../../lib/person-display';
import { TimelineView } from '../../features/timeline/components/timeline-view';
import { PersonCharts } from '../../features/tree/components/person-charts';
import { isChartKind } from '../../features/tree/utils/chart-kind';

/** /person/{id}/*: the person page and its tabs (spec 001 section 2), composed from the people and family features. */
export function Layout() {
  const user = useSignedInUser();
  return (
    <PersonLayout
      isMeOf={(personId) => user.person === personId}
      meAction={(personId, name) => <OwnPersonButton personId={personId} name={name} />}
      aboveTabs={(person) => <RelationshipSection key={person.id} person={person} />}
    />
  );
}

export { PersonDetails as Details, PersonContacts as Contacts, NewPersonScreen as NewPerson };

export function Notes() {
  const { person } = usePersonOutlet();
  return <NotesEditor kind="person" id={person.id} ownerLabel={displayNameOf(person)} />;
}

export function Citations() {
  const { person } = usePersonOutlet();
  return <CitationsEditor kind="person" id={person.id} ownerLabel={displayNameOf(person)} />;
}

export function Timeline() {
  const { person } = usePersonOutlet();
  // The timeline places what has a date; the events it cannot place are counted, so none goes missing unsaid.
  const events = usePersonEvents(person.id);
  const undated = events.data?.filter((event) => !event.sort_date).length ?? 0;
  return (
    <Stack gap="3">
      {undated > 0 && (
        <Text textStyle="sm" color="fg.muted" data-testid="undated-events">
          {undated === 1 ? '1 event has' : `${undated} events have`} no date the timeline can place, so {undated === 1 ? 'it is' : 'they are'} not shown here:{' '}
          <AppLink to={`/person/${encodeURIComponent(person.id)}/details`} textDecoration="underline">
            see {undated === 1 ? 'it' : 'them'} among the events on the Details tab
          </AppLink>
          .
        </Text>
      )}
      <TimelineView
        key={person.id}
        source={{ kind: 'person', id: person.id }}
        emptyText={`${displayNameOf(person)} has no dated events or photos yet. Add a birth or another event on the Details tab, or name their face in a photo.`}
        height={{ base: '65dvh', md: '70dvh' }}
      />
    </Stack>
  );
}
/** Pictures: the photos with this person's faces, in the strip's grid (spec 001 section 2). */
export function Pictures() {
  const { person } = usePersonOutlet();
  const filters = useMemo(() => ({ person: person.id, noDate: false, choosePerson: false }), [person.id]);
  return (
    <AsViewer>
      <FilteredPhotoGrid filters={filters} emptyText={`No photos of ${displayNameOf(person)} yet. Name their face in a photo (click the face) and every photo of them appears here.`} />
    </AsViewer>
  );
}
/** Map: the places of this person's events and of the photos of them. */
export function Map() {
  const { person } = usePersonOutlet();
  return <PersonMapTab key={person.id} personId={person.id} personName={displayNameOf(person)} />;
}
export function Charts() {
  const { person } = usePersonOutlet();
  const { graphType } = useParams();
  const kind = graphType === undefined ? 'all' : isChartKind(graphType) ? graphType : null;
  if (kind === null) return <Navigate to={`/person/${person.id}/charts/all`} replace />;
  return <PersonCharts key={`${person.id}-${kind}`} personId={person.id} personName={displayNameOf(person)} kind={kind} />;
}
