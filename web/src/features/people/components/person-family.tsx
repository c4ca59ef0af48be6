import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { ChoosePersonDialog } from '../../../components/person-picker/choose-person-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon } from '../../../components/ui/more-icons';
import { useAddChild } from '../api/add-parent';
import { useCloseFamily } from '../api/close-family';
import type { CloseRelative } from '../utils/close-family';
import { RelativeRow } from './relative-row';

/**
 * The person's partners, children, and brothers and sisters, with the years of each life, as the
 * family panels of webtrees and Gramps Web list them: the tree's nearest circle without opening the
 * tree. 'Add child' links a child as 'Add father' does from the child's page; a partner is linked
 * by a marriage among the events.
 */
export function PersonFamily({ person, personName }: { person: { id: string; sex: string }; personName: string }) {
  const family = useCloseFamily(person.id);
  if (family.isPending) return <Skeleton h="10" rounded="md" role="status" aria-label="Loading the family" />;
  if (family.isError) return <LoadError what="the family" error={family.error} onRetry={() => void family.refetch()} />;
  const { partners, children, siblings } = family.data;
  return (
    <Stack gap="4">
      {partners.length + children.length + siblings.length === 0 ? (
        <Text color="fg.muted">No partners, children, brothers or sisters of {personName} in the tree yet. A marriage or a birth in Events links them.</Text>
      ) : (
        <>
          <RelativeGroup title="Partners" relatives={partners} />
          <RelativeGroup title="Children" relatives={children} />
          <RelativeGroup title="Brothers and sisters" relatives={siblings} />
        </>
      )}
      <AddChild parent={person} />
    </Stack>
  );
}

/** 'Add child': someone in the tree, or someone new by name, becomes their child (the person joins the child's birth as a parent). */
function AddChild({ parent }: { parent: { id: string; sex: string } }) {
  const add = useAddChild();
  const [choosing, setChoosing] = useState(false);
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="outline" loading={add.isPending} onClick={() => setChoosing(true)}>
        <PlusIcon /> Add child
      </Button>
      {add.isError && <FormAlert>{add.error.message}</FormAlert>}
      <ChoosePersonDialog
        open={choosing}
        who="the child"
        onOpenChange={setChoosing}
        // Someone new is made and linked before the dialog closes.
        createPerson={(typed) => add.mutateAsync({ parent, child: { name: typed } })}
        onChoose={(child, created) => {
          if (!created) add.mutate({ parent, child: { person: child } });
        }}
      />
    </Stack>
  );
}

function RelativeGroup({ title, relatives }: { title: string; relatives: readonly CloseRelative[] }) {
  if (relatives.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" textStyle="sm" color="fg.muted" fontWeight="semibold">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={title}>
        {relatives.map(({ person, note }) => (
          <RelativeRow key={person.key} id={person.key} name={person.name} sex={person.sex} thumbnail={person.person_thumbnail_url[0]} lifeSpan={person.life_span} note={note} />
        ))}
      </Stack>
    </Stack>
  );
}
