import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { LocateFixed } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useChart } from '../api/chart';
import { useTreeHasPeople } from '../api/people';
import { useFillHeight } from '../hooks/use-fill-height';
import { ChartExportMenu } from './chart-export-menu';
import { ChartView } from './chart-view';
import { FindPerson } from './find-person';
import { HighlightControl } from './highlight-control';
import { useRelativesHighlight } from '../api/relatives-highlight';
import { relationChoiceOf, relationParams, type RelationChoice } from '../../../lib/relation-choice';
import { EmptyTreeDialog, SelectYourself, TreeError, TreeLoading } from './tree-states';

interface TreeScreenProps {
  /** The user's own person, where the tree starts. */
  ownPersonId: string | null;
  /** 'Select Yourself': sets the user's own person, or adds them (composed by the app from the accounts and people features). */
  chooseSelf: { onChoose: (person: PersonView) => void; onAddSelf: () => void; ownName: string; saving: boolean; error: Error | null };
}

const TREE_HEIGHT = { base: 'calc(100dvh - 17rem)', md: 'calc(100dvh - 12rem)' };
/**
 * /graph (spec 001): the family tree around a person (?person=, else the user), generations as
 * layers and couples joined by their marriage link. A click on a person re-centres there (a circle,
 * whose relatives are not loaded, loads them); a name opens the person; the find box re-centres on
 * anyone in the tree. ?relation= (with degree, partner_id) highlights the centre's relatives.
 */
export function TreeScreen({ ownPersonId, chooseSelf }: TreeScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [fillRef, fillHeight] = useFillHeight();
  const treeHeight = fillHeight ?? TREE_HEIGHT;
  const centre = searchParams.get('person') ?? ownPersonId;
  // With someone to centre on, the tree is drawn at once; without, is there anyone to choose from?
  const hasPeople = useTreeHasPeople(!centre);
  const chart = useChart('all', centre);
  // The highlight follows the centre (a branch's partner is the old centre's, so it is dropped).
  const choice = relationChoiceOf(searchParams);
  const highlight = useRelativesHighlight(centre, choice);
  const highlighted = choice && highlight.data ? highlight.data.ids : null;
  const keptChoice = choice ? relationParams({ ...choice, partnerId: undefined }) : {};
  const centreTo = (personId: string) => setSearchParams({ person: personId, ...keptChoice });
  // Back to the user's own person: /graph without ?person=, as the menu's link opens it.
  const awayFromSelf = ownPersonId !== null && centre !== ownPersonId;
  const chooseHighlight = (next: RelationChoice | null) => setSearchParams({ ...(centre ? { person: centre } : {}), ...(next ? relationParams(next) : {}) }, { replace: true });
  const shown = highlighted ? (chart.data?.people.filter((person) => highlighted.has(person.id)).length ?? 0) : 0;

  let body;
  if (centre)
    body = (
      <ChartView kind="all" personId={centre} onSelectPerson={(person) => centreTo(person.id)} label="Family tree" height={treeHeight} highlight={highlighted} ownPersonId={ownPersonId} />
    );
  else if (hasPeople.isPending) body = <TreeLoading />;
  else if (hasPeople.isError) body = <TreeError error={hasPeople.error} onRetry={() => void hasPeople.refetch()} />;
  else if (!hasPeople.data) body = <EmptyTreeDialog />;
  else body = <SelectYourself {...chooseSelf} onBrowse={(person) => centreTo(person.id)} />;

  const ready = Boolean(centre);
  const centreName = chart.data?.people.find((person) => person.id === centre)?.name;

  return (
    <Container maxW="full" py={{ base: '4', md: '5' }} px={{ base: '2', md: '6' }}>
      <title>Family tree · Heirloom</title>
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} mb="3" px={{ base: '1', md: '0' }}>
        <Box flex="1">
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Family tree
          </Heading>
          <Text color="fg.muted" mt="1" lineClamp={{ base: 1, md: 'none' }}>
            {ready && centreName ? `Around ${centreName}.` : 'Your family, generation by generation.'}
            {ready && centreName && (
              <Text as="span" display={{ base: 'none', md: 'inline' }}>
                {' '}
                Click someone to centre the tree on them; the arrow on their card opens their page.
              </Text>
            )}
          </Text>
        </Box>
        {ready && (
          <HStack gap="2" align="flex-start">
            <FindPerson label="Find a person in the tree" onChoose={(person) => centreTo(person.id)} />
            <ChartExportMenu drawing={chart.data && { kind: 'tree', layout: chart.data }} title={centreName ? `Family tree of ${centreName}` : 'Family tree'} fileStem="family-tree" />
          </HStack>
        )}
      </Flex>
      {ready && centre && (
        <Flex mb="3" px={{ base: '1', md: '0' }} gap="2" wrap="wrap" align="center">
          {/* Beside the highlight, over the tree: on a phone the toolbar above has no room left. */}
          {awayFromSelf && (
            <Button size="sm" variant="outline" flexShrink={0} onClick={() => setSearchParams(keptChoice)}>
              <LocateFixed /> Back to you
            </Button>
          )}
          <HighlightControl centreId={centre} centreName={centreName} choice={choice} onChange={chooseHighlight} highlight={highlight} shown={shown} />
        </Flex>
      )}
      <Box ref={fillRef}>{ready ? body : <Box h={treeHeight}>{body}</Box>}</Box>
    </Container>
  );
}
