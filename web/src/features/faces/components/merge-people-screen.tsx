import { Badge, Box, Button, Container, Grid, Heading, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MergeSide } from '@heirloom/shared/contracts/faces';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { api } from '../../../lib/api-client';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { readableDate } from '../../../lib/gedcom-display';
import { PHOTO_LISTS_QUERY_KEY } from '../../../lib/photo-list-cache';

const nameOf = (side: MergeSide) => side.person.name || 'Unnamed person';

const MERGE_DIFF = 'merge-diff';

/**
 * /person_merge?person_id1=&person_id2= (spec 001 sections 2 and 4): two people side by side
 * (names, sex, events, contacts, facts, notes, citations, photos, versions, faces), which one to
 * keep, and 'Do Merge'. `relationship` is what the app says about how the two are related (two
 * records a family tree relates are more likely two people).
 */
export function MergePeopleScreen({ personId1, personId2, relationship }: { personId1: string; personId2: string; relationship?: ReactNode }) {
  const [swapped, setSwapped] = useState(false);
  const [keepId, goneId] = swapped ? [personId2, personId1] : [personId1, personId2];
  const diff = useQuery({
    queryKey: ['faces', MERGE_DIFF, personId1, personId2],
    queryFn: ({ signal }) => api(endpoints.getMergeDiff, { person_id1: personId1, person_id2: personId2 }, { signal }),
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Merging is for the family's admins and the person who added both (the server refuses others).
  const rights = useFamilyRights();
  const mayMerge = !!diff.data && rights.ready && rights.mayChange(diff.data.person1.person.created_by) && rights.mayChange(diff.data.person2.person.created_by);
  const merge = useMutation({
    mutationFn: () => api(endpoints.mergePeople, { person_id1: keepId, person_id2: goneId }),
    onSuccess: async ({ person }) => {
      // The two are one now: their comparison is not asked for again (the server would answer 400).
      const notTheComparison = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== MERGE_DIFF;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['family'] }),
        queryClient.invalidateQueries({ queryKey: ['faces'], predicate: notTheComparison }),
        queryClient.invalidateQueries({ queryKey: PHOTO_LISTS_QUERY_KEY }),
      ]);
      queryClient.removeQueries({ queryKey: ['faces', MERGE_DIFF], type: 'inactive' });
      navigate(`/person/${person.id}/details`);
    },
  });

  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <title>Merge People · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Merge People
      </Heading>
      <Text color="fg.muted" mt="1" mb="5">
        Two records of one person become one: everything the second has (names, events, contacts, facts, notes, citations, faces and photos) moves to the one you keep, and both are kept as earlier versions.
      </Text>
      {diff.isPending ? (
        <HStack justify="center" py="10" role="status" aria-label="Loading the two people">
          <Spinner />
        </HStack>
      ) : diff.isError ? (
        <Stack gap="3">
          <FormAlert>{diff.error.message}</FormAlert>
          <LinkButton to="/people" variant="outline" alignSelf="flex-start">
            Back to people
          </LinkButton>
        </Stack>
      ) : (
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {(swapped ? [diff.data.person2, diff.data.person1] : [diff.data.person1, diff.data.person2]).map((side, index) => (
              <SideCard key={side.person.id} side={side} role={index === 0 ? 'Kept' : 'Merged into the kept person'} />
            ))}
          </Grid>
          {relationship}
          {merge.error && <FormAlert>{merge.error.message}</FormAlert>}
          {rights.ready && !mayMerge && (
            <Text color="fg.muted" textStyle="sm" data-testid="not-yours">
              {NOT_YOURS.merge}
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            {mayMerge && (
              <Button onClick={() => merge.mutate()} loading={merge.isPending} loadingText="Merging">
                Do Merge
              </Button>
            )}
            {mayMerge && (
              <Button variant="outline" onClick={() => setSwapped((value) => !value)} disabled={merge.isPending}>
                Keep the other one
              </Button>
            )}
            <LinkButton to="/people" variant="ghost">
              Cancel
            </LinkButton>
          </HStack>
        </Stack>
      )}
    </Container>
  );
}

function SideCard({ side, role }: { side: MergeSide; role: string }) {
  const kept = role === 'Kept';
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderColor={kept ? 'brand.300' : 'border'} rounded="lg" bg="bg.panel" data-testid={kept ? 'merge-kept' : 'merge-gone'}>
      <HStack justify="space-between" align="flex-start">
        <Heading as="h2" textStyle="lg">
          {nameOf(side)}
        </Heading>
        <Badge colorPalette={kept ? 'sage' : 'gray'}>{role}</Badge>
      </HStack>
      <Row label="Names">{side.person.names.map((name) => [name.first_name, name.middle_name, name.last_name].filter(Boolean).join(' ')).filter(Boolean).join('; ') || '—'}</Row>
      <Row label="Sex">{side.person.sex || '—'}</Row>
      <Row label="Events">
        {side.events.length ? (
          <Stack as="ul" gap="0" listStyleType="none">
            {side.events.map((event) => (
              <Text as="li" key={`${event.id}-${event.role}`}>
                {event.name || event.event_type}
                {event.start_date && <Text as="span" color="fg.muted"> · {readableDate(event.start_date)}</Text>}
              </Text>
            ))}
          </Stack>
        ) : (
          '—'
        )}
      </Row>
      <Row label="Contacts">
        <ValueList items={side.contacts.map((contact) => `${contact.contact_type}: ${contact.contact_value}`)} />
      </Row>
      <Row label="Facts">
        <ValueList items={side.attributes.map((attribute) => `${attribute.label}: ${attribute.value}`)} />
      </Row>
      <Row label="Notes">{side.notes}</Row>
      <Row label="Citations">{side.citations}</Row>
      <Row label="Photos">{side.photos}</Row>
      <Row label="Versions">{side.versions}</Row>
      <Row label="Faces" pictures={side.faces.length > 0}>
        {side.faces.length ? (
          <HStack gap="1" wrap="wrap">
            {side.faces.map((face) => (
              <Image key={face.id} src={face.thumbnail_url} alt="" boxSize="10" rounded="md" objectFit="cover" />
            ))}
          </HStack>
        ) : (
          '—'
        )}
      </Row>
    </Stack>
  );
}

function ValueList({ items }: { items: readonly string[] }) {
  if (!items.length) return <>—</>;
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {items.map((item, index) => (
        <Text as="li" key={index} wordBreak="break-word">
          {item}
        </Text>
      ))}
    </Stack>
  );
}

/** A label and its value side by side, on one text line; a row of pictures is centred on its label instead. */
function Row({ label, children, pictures = false }: { label: string; children: React.ReactNode; pictures?: boolean }) {
  return (
    <Grid templateColumns="7rem 1fr" gap="2" alignItems={pictures ? 'center' : 'baseline'}>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Grid>
  );
}
