import { Button, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PersonSummary, RelativeLink } from '@heirloom/shared/contracts/family';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { ChoosePersonDialog } from '../../../components/person-picker/choose-person-dialog';
import { Menu } from '../../../components/ui/chakra/menu';
import { FormAlert } from '../../../components/ui/form-alert';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PlusIcon } from '../../../components/ui/more-icons';
import { displayNameOf } from '../../../lib/person-display';
import { useAddChild } from '../api/add-parent';
import { useAddPartner } from '../api/add-partner';
import { useCloseFamily } from '../api/close-family';
import type { CloseRelative } from '../utils/close-family';
import { RelativeRow } from './relative-row';
import { UnlinkRelativeButton } from './unlink-relative-button';

/**
 * The person's partners, children, and brothers and sisters, with the years of each life, as the
 * family panels of webtrees and Gramps Web list them: the tree's nearest circle without opening the
 * tree, and the ways to add a partner or a child.
 */
export function PersonFamily({ person, personName }: { person: { id: string; sex: string }; personName: string }) {
  const family = useCloseFamily(person.id);
  if (family.isPending) return <Skeleton h="10" rounded="md" role="status" aria-label="Loading the family" />;
  if (family.isError) return <LoadError what="the family" error={family.error} onRetry={() => void family.refetch()} />;
  const { partners, children, siblings } = family.data;
  return (
    <Stack gap="4">
      {partners.length + children.length + siblings.length === 0 ? (
        <Text color="fg.muted">No partners, children, brothers or sisters of {personName} in the tree yet.</Text>
      ) : (
        <>
          <RelativeGroup title="Partners" relatives={partners} unlink={{ person: { id: person.id, name: personName }, relation: 'partner' }} />
          <RelativeGroup title="Children" relatives={children} unlink={{ person: { id: person.id, name: personName }, relation: 'child' }} />
          <RelativeGroup title="Brothers and sisters" relatives={siblings} />
        </>
      )}
      <AddRelatives person={person} partners={partners} />
    </Stack>
  );
}

/** Who is being added; a child with the partner chosen as their other parent, or none. */
type Adding = { who: 'partner' } | { who: 'child'; otherParent: CloseRelative['person'] | null };
const WHO = { partner: 'the partner', child: 'the child' } as const;

/**
 * 'Add partner' and 'Add child': someone in the tree, or someone new by name. A partner is married to
 * the person in an undated marriage (its date and place are for the event's page); a child gets the
 * person as a parent in their birth, and the partner chosen as the other (as webtrees adds a child
 * to a family), when the person has partners.
 */
function AddRelatives({ person, partners }: { person: { id: string; sex: string }; partners: readonly CloseRelative[] }) {
  const partner = useAddPartner();
  const child = useAddChild();
  const [adding, setAdding] = useState<Adding | null>(null);
  const add = (what: Adding, relative: { person: PersonSummary } | { name: string }) =>
    what.who === 'partner'
      ? partner.mutateAsync({ personId: person.id, partner: relative }).then((added) => added.partner)
      : child.mutateAsync({ parent: person, otherParent: what.otherParent && { id: what.otherParent.key, sex: what.otherParent.sex }, child: relative });
  const childButton = (
    <Button size="sm" variant="outline" loading={child.isPending} onClick={partners.length === 0 ? () => setAdding({ who: 'child', otherParent: null }) : undefined}>
      <PlusIcon /> Add child
      {partners.length > 0 && <ChevronDownIcon />}
    </Button>
  );
  return (
    <Stack gap="2" align="flex-start">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={partner.isPending} onClick={() => setAdding({ who: 'partner' })}>
          <PlusIcon /> Add partner
        </Button>
        {partners.length === 0 ? (
          childButton
        ) : (
          <Menu.Root>
            <Menu.Trigger asChild>{childButton}</Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {partners.map(({ person: other }) => (
                    <Menu.Item key={other.key} value={other.key} onClick={() => setAdding({ who: 'child', otherParent: other })}>
                      With {displayNameOf(other)}
                    </Menu.Item>
                  ))}
                  <Menu.Item value="unknown" onClick={() => setAdding({ who: 'child', otherParent: null })}>
                    Other parent not known
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>
      {partner.isError && <FormAlert>{partner.error.message}</FormAlert>}
      {child.isError && <FormAlert>{child.error.message}</FormAlert>}
      <ChoosePersonDialog
        open={adding !== null}
        who={WHO[adding?.who ?? 'child']}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        // Someone new is made and linked before the dialog closes.
        createPerson={(typed) => add(adding ?? { who: 'child', otherParent: null }, { name: typed })}
        onChoose={(chosen, created) => {
          if (!created && adding) void add(adding, { person: chosen }).catch(() => undefined);
        }}
      />
    </Stack>
  );
}

interface RelativeGroupProps {
  title: string;
  relatives: readonly CloseRelative[];
  /** Partners and children can be unlinked from the person; brothers and sisters are linked through parents. */
  unlink?: { person: { id: string; name: string }; relation: RelativeLink };
}

function RelativeGroup({ title, relatives, unlink }: RelativeGroupProps) {
  if (relatives.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" textStyle="sm" color="fg.muted" fontWeight="semibold">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={title}>
        {relatives.map(({ person, note, unlinkable, sharedChildren }) => (
          <RelativeRow
            key={person.key}
            id={person.key}
            name={person.name}
            sex={person.sex}
            thumbnail={person.person_thumbnail_url[0]}
            lifeSpan={person.life_span}
            note={note}
            action={
              unlink && unlinkable && <UnlinkRelativeButton person={unlink.person} relative={{ id: person.key, name: person.name }} relation={unlink.relation} sharedChildren={sharedChildren} />
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
