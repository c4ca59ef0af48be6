import { Badge, Box, Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PersonVersionView } from '@heirloom/shared/contracts/sharing';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { AppLink } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { useChoosePersonVersion, usePersonVersions } from '../api/person-versions';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

type Field = { label: string; value: (version: PersonVersionView) => string };

/** What the two versions are compared on: each name's parts, in order, sex, the facts (occupation, title...) and contacts. */
function fieldsOf(a: PersonVersionView, b: PersonVersionView): Field[] {
  const names = Math.max(a.names.length, b.names.length);
  const fields: Field[] = [{ label: 'Sex', value: (v) => v.sex || 'Not set' }];
  for (let i = 0; i < names; i++) {
    const prefix = names > 1 ? `Name ${i + 1}: ` : '';
    fields.push(
      { label: `${prefix}Type`, value: (v) => v.names[i]?.name_type ?? '' },
      { label: `${prefix}Prefix`, value: (v) => v.names[i]?.prefix ?? '' },
      { label: `${prefix}First name`, value: (v) => v.names[i]?.first_name ?? '' },
      { label: `${prefix}Middle name`, value: (v) => v.names[i]?.middle_name ?? '' },
      { label: `${prefix}Last name`, value: (v) => v.names[i]?.last_name ?? '' },
      { label: `${prefix}Suffix`, value: (v) => v.names[i]?.suffix ?? '' },
    );
  }
  // A version kept before facts were versioned has none to compare (null): its facts are not shown.
  if (a.facts && b.facts) {
    const facts = Math.max(a.facts.length, b.facts.length);
    for (let i = 0; i < facts; i++) fields.push({ label: facts > 1 ? `Fact ${i + 1}` : 'Fact', value: (v) => v.facts?.[i] ?? '' });
  }
  if (a.contacts && b.contacts) {
    const contacts = Math.max(a.contacts.length, b.contacts.length);
    for (let i = 0; i < contacts; i++) fields.push({ label: contacts > 1 ? `Contact ${i + 1}` : 'Contact', value: (v) => v.contacts?.[i] ?? '' });
  }
  return fields.filter((field) => field.value(a) !== '' || field.value(b) !== '');
}

/** Who made a version, and when: a version without an author is the one a GEDCOM import wrote. */
const byline = (version: PersonVersionView) =>
  `${version.author === null ? 'From an imported file' : `By ${version.author_name ?? 'a family member'}`}${version.version_date ? `, ${dateFormat.format(new Date(version.version_date))}` : ''}`;

/**
 * /person_merge?person_id1={id}: a relative changed a person; compare their newer version with the
 * one before it and choose: 'Use This Version' or 'Keep Current Version' (spec 001 sections 2 and 4).
 * Differences are marked; nothing is lost either way (the other version stays among the versions).
 */
export function PersonVersionChoice({ personId }: { personId: string }) {
  const versions = usePersonVersions(personId);
  const choose = useChoosePersonVersion(personId);
  const navigate = useNavigate();
  const data = versions.data;
  const newer = data?.current;
  const current = data?.previous[0];
  const pending = Boolean(data?.newer_version && current);
  // The family's admins and the person's maintainer choose; everyone else sees the versions side by side.
  const mayChoose = data?.may_choose !== false;

  const decide = (choice: 'use' | 'keep') =>
    choose.mutate(choice, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: choice === 'use' ? 'The newer version is kept' : 'The current version is back', description: 'The other version stays among the versions.' });
        void navigate(`/person/${encodeURIComponent(personId)}/details`);
      },
    });

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Choose a version · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Choose a version
      </Heading>
      <Text mt="1" color="fg.muted">
        A relative changed this person. Compare the two versions and keep the right one.
      </Text>
      <Stack gap="4" mt="6">
        {/* The address names no person (typed or cut short): nothing loads, so say where the choice is made. */}
        {!personId && (
          <FormAlert status="info">
            No person is chosen here. When a relative changes someone, a yellow alert shows on their card in People and on their page: follow it to compare the versions.{' '}
            <AppLink to="/people" textDecoration="underline">
              Go to People
            </AppLink>
          </FormAlert>
        )}
        {personId && versions.isPending && <Skeleton height="48" rounded="xl" />}
        {versions.isError && <FormAlert>{versions.error.message}</FormAlert>}
        {choose.error && <FormAlert>{choose.error.message}</FormAlert>}
        {data && !pending && (
          <FormAlert status="info">
            There is no newer version of {newer?.name || 'this person'} waiting.{' '}
            <AppLink to={`/person/${encodeURIComponent(personId)}/details`} textDecoration="underline">
              Back to the person
            </AppLink>
          </FormAlert>
        )}
        {pending && data?.suggestion && (
          <FormAlert status="info">
            {mayChoose ? 'A family member suggested this change. The person stays as it is until you use it.' : 'Your family’s admins review this suggestion. The person stays as it is until one of them uses it.'}
          </FormAlert>
        )}
        {pending && !mayChoose && !data?.suggestion && <FormAlert status="info">Only the family’s admins or the person who added this person can choose between its versions.</FormAlert>}
        {newer && current && pending && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <VersionCard title="This version" badge="Newer" version={newer} other={current} action={mayChoose ? <Button colorPalette="brand" loading={choose.isPending && choose.variables === 'use'} onClick={() => decide('use')}>Use This Version</Button> : null} />
            <VersionCard title="Current version" version={current} other={newer} action={mayChoose ? <Button variant="outline" loading={choose.isPending && choose.variables === 'keep'} onClick={() => decide('keep')}>Keep Current Version</Button> : null} />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

function VersionCard({ title, badge, version, other, action }: { title: string; badge?: string; version: PersonVersionView; other: PersonVersionView; action: React.ReactNode }) {
  return (
    <SectionCard
      title={
        <>
          {title}{' '}
          {badge && (
            <Badge colorPalette="orange" variant="subtle" verticalAlign="middle">
              {badge}
            </Badge>
          )}
        </>
      }
      description={byline(version)}
    >
      <Stack as="dl" gap="2">
        {fieldsOf(version, other).map((field) => {
          const changed = field.value(version) !== field.value(other);
          return (
            <Box key={field.label} display="grid" gridTemplateColumns="9rem 1fr" gap="2" px="2" py="1" rounded="md" bg={changed ? 'orange.50' : undefined} data-changed={changed || undefined}>
              <Text as="dt" color="fg.muted" textStyle="sm">
                {field.label}
              </Text>
              <Text as="dd" fontWeight={changed ? 'semibold' : 'normal'}>
                {field.value(version) || '—'}
              </Text>
            </Box>
          );
        })}
      </Stack>
      <Box mt="5">{action}</Box>
    </SectionCard>
  );
}
