import { Skeleton, Text, Wrap } from '@chakra-ui/react';

/** Stands in for the grid while a source's first page loads. */
export function PickerSkeleton() {
  return (
    <Wrap gap="3">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h="28" w="40" rounded="lg" />
      ))}
    </Wrap>
  );
}

/** How many photos are offered ('+' while more pages wait), and how many are hidden as already in the library. */
export function PhotoCount(props: { count: number; more: boolean; known: number; suffix?: string }) {
  const suffix = props.suffix ? ` ${props.suffix}` : '';
  return (
    <Text color="fg.muted" textStyle="sm">
      {props.more ? `${props.count}+ photos${suffix}` : `${props.count} ${props.count === 1 ? 'photo' : 'photos'}${suffix}`}
      {props.known > 0 && ` · ${props.known} already in your library, not shown`}
    </Text>
  );
}
