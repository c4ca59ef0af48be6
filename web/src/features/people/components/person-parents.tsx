import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ParentRelation } from '@heirloom/shared/rules/gender';
import { useState } from 'react';
import { ChoosePersonDialog } from '../../../components/person-picker/choose-person-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon } from '../../../components/ui/more-icons';
import { useAddParent } from '../api/add-parent';
import { useCloseFamily } from '../api/close-family';
import { usePersonEvents } from '../api/person-events';
import { knownParents, parentsToOffer } from '../utils/known-parents';
import { RelativeRow } from './relative-row';
import { UnlinkRelativeButton } from './unlink-relative-button';

const WHO: Record<ParentRelation, string> = { father: 'the father', mother: 'the mother', parent: 'the parent' };
const ADD_LABEL: Record<ParentRelation, string> = { father: 'Add father', mother: 'Add mother', parent: 'Add parent' };

/**
 * The person's parents (from their birth) and 'Add father' / 'Add mother': choose someone in the
 * tree or type a new name, and they join the birth as a parent. Someone new is made male for a
 * father and female for a mother, so the tree colours them and an export writes them as they are.
 */
export function PersonParents({ personId, personName }: { personId: string; personName: string }) {
  const events = usePersonEvents(personId);
  // The years of the parents' lives come with the family section's graph (one request for both).
  const family = useCloseFamily(personId);
  const add = useAddParent();
  const [choosing, setChoosing] = useState<ParentRelation | null>(null);
  if (events.isPending || events.isError) return null;
  const parents = knownParents(personId, events.data);
  const offers = parentsToOffer(parents);

  return (
    <Stack gap="3">
      {parents.length === 0 ? (
        <Text color="fg.muted">No parents yet. Adding them links {personName} to them in the family tree.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Parents">
          {parents.map((parent) => (
            <RelativeRow
              key={parent.id}
              id={parent.id}
              name={parent.name}
              sex={parent.sex}
              thumbnail={parent.person_thumbnail_url ?? undefined}
              lifeSpan={family.data?.lifeSpans.get(parent.id)}
              action={<UnlinkRelativeButton person={{ id: personId, name: personName }} relative={parent} relation="parent" />}
            />
          ))}
        </Stack>
      )}
      {offers.length > 0 && (
        <HStack gap="2" wrap="wrap">
          {offers.map((relation) => (
            <Button key={relation} size="sm" variant="outline" loading={add.isPending && add.variables?.relation === relation} onClick={() => setChoosing(relation)}>
              <PlusIcon /> {ADD_LABEL[relation]}
            </Button>
          ))}
        </HStack>
      )}
      {add.isError && <FormAlert>{add.error.message}</FormAlert>}
      <ChoosePersonDialog
        open={choosing !== null}
        who={WHO[choosing ?? 'parent']}
        onOpenChange={(open) => {
          if (!open) setChoosing(null);
        }}
        // Someone new is made and linked in one request, with the sex the relation gives.
        createPerson={(typed) => add.mutateAsync({ childId: personId, relation: choosing ?? 'parent', parent: { name: typed } })}
        onChoose={(person, created) => {
          if (!created) add.mutate({ childId: personId, relation: choosing ?? 'parent', parent: { person_id: person.id } });
        }}
      />
    </Stack>
  );
}
