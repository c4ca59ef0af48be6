import { Link, Text } from '@chakra-ui/react';

/** The place names' credit under a place search (GeoNames, CC BY 4.0), short whatever the server's credit says. */
export function GeoNamesCredit({ id }: { id?: string }) {
  return (
    <Text id={id} textStyle="2xs" color="fg.muted">
      Place names from{' '}
      <Link href="https://www.geonames.org/" target="_blank" rel="noreferrer" color="inherit">
        GeoNames
      </Link>{' '}
      (
      <Link href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer" color="inherit">
        CC BY 4.0
      </Link>
      )
    </Text>
  );
}
