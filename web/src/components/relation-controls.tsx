import { Flex, Text } from '@chakra-ui/react';
import { MAX_COUSIN_DEGREE, RELATIVE_FILTER_LABELS, RELATIVE_FILTERS, type RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';
import { ordinalWord } from '@heirloom/shared/rules/relationship/words';
import type { ReactNode } from 'react';
import { usePartners } from '../lib/partners';
import { capitalised, type RelationChoice } from '../lib/relation-choice';
import { OptionSelect } from './ui/option-select';

const RELATION_OPTIONS = RELATIVE_FILTERS.map((relation) => ({
  value: relation,
  label: relation === 'branch' ? 'Branch (a couple’s descendants)' : RELATIVE_FILTER_LABELS[relation],
}));
const DEGREE_OPTIONS = Array.from({ length: MAX_COUSIN_DEGREE }, (_, index) => index + 1).map((degree) => ({
  value: String(degree),
  label: `${capitalised(ordinalWord(degree))} cousins`,
}));

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
      <OptionSelect
        size="sm"
        width="auto"
        aria-label="Relation"
        value={choice.relation}
        onValueChange={(value) => onChange({ ...choice, relation: value as RelativeFilter })}
        options={RELATION_OPTIONS}
      />
      {choice.relation === 'cousins' && (
        <OptionSelect size="sm" width="auto" aria-label="Which cousins" value={String(choice.degree)} onValueChange={(value) => onChange({ ...choice, degree: Number(value) })} options={DEGREE_OPTIONS} />
      )}
      {choice.relation === 'branch' &&
        (partners.isSuccess && options.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No partner in the tree: a branch needs a couple.
          </Text>
        ) : (
          <OptionSelect
            size="sm"
            width="auto"
            disabled={!partners.isSuccess}
            aria-label="With partner"
            value={choice.partnerId ?? ''}
            onValueChange={(value) => onChange({ ...choice, partnerId: value || undefined })}
            options={[{ value: '', label: partners.isSuccess ? 'Choose the partner…' : 'Loading partners…' }, ...options.map((partner) => ({ value: partner.id, label: `with ${partner.name}` }))]}
          />
        ))}
      {children}
    </Flex>
  );
}
