import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { isFemale, type ParentRelation } from '@heirloom/shared/rules/gender';
import { useState } from 'react';
import { ChoosePersonDialog } from '../../../components/person-picker/choose-person-dialog';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { useAddParent } from '../api/add-parent';
import { usePersonEvents } from '../api/person-events';
import { knownParents, parentsToOffer } from '../utils/known-parents';
import { displayNameOf } from '../../../lib/person-display';

const WHO: Record<ParentRelation, string> = { father: 'the father', mother: 'the mother', parent: 'the parent' };
const ADD_LABEL: Record<ParentRelation, string> = { father: 'Add father', mother: 'Add mother', parent: 'Add parent' };

/**
 * The person's parents (from their birth) and 'Add father' / 'Add mother': choose someone in the
 * tree or type a new name, and they join the birth as a parent. Someone new is made male for a
 * father and female for a mother, so the tree colours them and an export writes them as they are.
 */
export function PersonParents({ personId, personName }: { personId: string; personName: string }) {
  const events = usePersonEvents(personId);
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
            <HStack as="li" key={parent.id} gap="3">
              <AvatarBadge size="xs" colorPalette={isFemale(parent.sex) ? 'pink' : 'blue'} variant="solid" aria-hidden name={parent.name || '?'} src={parent.person_thumbnail_url} />
              <AppLink to={`/person/${encodeURIComponent(parent.id)}/details`} fontWeight="medium" truncate>
                {displayNameOf(parent)}
              </AppLink>
            </HStack>
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
