import { Text } from '@chakra-ui/react';
import type { PhotosResponse } from '@heirloom/shared/contracts/photos';
import { useNavigate } from 'react-router';
import { RelationControls } from '../../../components/relation-controls';
import { stripAddress, type StripFilters } from '../utils/filters';

interface RelationFilterProps {
  filters: StripFilters & { relatives: NonNullable<StripFilters['relatives']> };
  /** What the first page said of the relatives (how many, whether the walk or the merge was bounded). */
  relatives: PhotosResponse['relatives'];
}

/**
 * The strip's relationship filter (issue 34 item 2): change the relation, the cousins' degree or a
 * branch's partner in place, and say plainly when a very large family is shown in parts.
 */
export function RelationFilter({ filters, relatives }: RelationFilterProps) {
  const navigate = useNavigate();
  const { personId } = filters.relatives;
  return (
    <RelationControls personId={personId} choice={filters.relatives} onChange={(next) => navigate(stripAddress({ ...filters, choosePerson: false, relatives: { personId, ...next } }), { replace: true })}>
      {relatives && relatives.people > 0 && (
        <Text color="fg.muted" textStyle="sm">
          {relatives.people === 1 ? '1 person' : `${relatives.people.toLocaleString()} people`}
          {relatives.truncated ? ' (the search stops at ten generations or 2,000 people)' : ''}
          {relatives.chunked ? '; nearest relatives’ photos first, a hundred people at a time' : ''}
        </Text>
      )}
    </RelationControls>
  );
}
