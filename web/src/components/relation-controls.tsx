import { Flex, Text } from '@chakra-ui/react';
import { MAX_COUSIN_DEGREE, RELATIVE_FILTER_LABELS, RELATIVE_FILTERS, type RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';
import { ordinalWord } from '@heirloom/shared/rules/relationship/words';
import type { ReactNode } from 'react';
import { usePartners } from '../lib/partners';
import { capitalised, type RelationChoice } from '../lib/relation-choice';
import { NativeSelect } from './ui/chakra/native-select';

interface RelationControlsProps {
  /** Whose relatives. */
  personId: string;
  choice: RelationChoice;
  onChange: (next: RelationChoice) => void;
  children?: ReactNode;
}

/**
 * The relation to filter by (issue 34 item 2), the cousins' degree, and for a branch the partner
 * (the person's partners in the tree: a branch is everyone descended from the couple). Used by the
 * people list and the photo strip.
 */
export function RelationControls({ personId, choice, onChange, children }: RelationControlsProps) {
  const partners = usePartners(choice.relation === 'branch' ? personId : undefined);
  const options = partners.data ?? [];
  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid="relatives-filter">
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field aria-label="Relation" value={choice.relation} onChange={(event) => onChange({ ...choice, relation: event.target.value as RelativeFilter })}>
          {RELATIVE_FILTERS.map((relation) => (
            <option key={relation} value={relation}>
              {relation === 'branch' ? 'Branch (a couple’s descendants)' : RELATIVE_FILTER_LABELS[relation]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {choice.relation === 'cousins' && (
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field aria-label="Which cousins" value={choice.degree} onChange={(event) => onChange({ ...choice, degree: Number(event.target.value) })}>
            {Array.from({ length: MAX_COUSIN_DEGREE }, (_, index) => index + 1).map((degree) => (
              <option key={degree} value={degree}>
                {capitalised(ordinalWord(degree))} cousins
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {choice.relation === 'branch' &&
        (partners.isSuccess && options.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No partner in the tree: a branch needs a couple.
          </Text>
        ) : (
          <NativeSelect.Root size="sm" w="auto" disabled={!partners.isSuccess}>
            <NativeSelect.Field aria-label="With partner" value={choice.partnerId ?? ''} onChange={(event) => onChange({ ...choice, partnerId: event.target.value || undefined })}>
              <option value="">{partners.isSuccess ? 'Choose the partner…' : 'Loading partners…'}</option>
              {options.map((partner) => (
                <option key={partner.id} value={partner.id}>
                  with {partner.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ))}
      {children}
    </Flex>
  );
}
