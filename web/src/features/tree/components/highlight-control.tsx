import { Button, Flex, Text } from '@chakra-ui/react';
import { RelationControls } from '../../../components/relation-controls';
import { FamilyIcon } from '../../../components/ui/icons';
import type { RelationChoice } from '../../../lib/relation-choice';
import type { RelativesHighlight } from '../api/relatives-highlight';

interface HighlightControlProps {
  centreId: string;
  centreName: string | undefined;
  choice: RelationChoice | null;
  onChange: (next: RelationChoice | null) => void;
  highlight: { data?: RelativesHighlight; isFetching: boolean; isError: boolean };
  /** How many of the highlighted people the drawing holds. */
  shown: number;
}

/**
 * The tree's relationship highlight (issue 34 item 2): mark the centre's ancestors, descendants,
 * cousins of a degree, in-laws or a couple's branch; the other cards are dimmed.
 */
export function HighlightControl({ centreId, centreName, choice, onChange, highlight, shown }: HighlightControlProps) {
  if (!choice) {
    return (
      <Button size="sm" variant="outline" onClick={() => onChange({ relation: 'descendants', degree: 1 })}>
        <FamilyIcon /> Highlight relatives
      </Button>
    );
  }
  const count = highlight.data?.ids.size;
  return (
    <Flex gap="2" wrap="wrap" align="center" role="group" aria-label="Highlight relatives">
      <RelationControls personId={centreId} choice={choice} onChange={onChange}>
        <Text color="fg.muted" textStyle="sm" aria-live="polite">
          {highlight.isError
            ? 'The relatives could not be loaded.'
            : highlight.isFetching || count === undefined
              ? ''
              : `${count === 0 ? 'Nobody' : `${count}${highlight.data?.more ? '+' : ''}`} of ${centreName ?? 'them'}’s relatives marked${count > 0 ? `, ${shown} on this drawing` : ''}.`}
        </Text>
        <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
          Clear highlight
        </Button>
      </RelationControls>
    </Flex>
  );
}
