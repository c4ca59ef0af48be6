import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { DASHBOARD_MESSAGES, type DashboardResponse } from '@heirloom/shared/contracts/home';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { faceKeys, useUnnamedPeople } from '../../features/faces/api/unnamed-people';
import { messageKeys } from '../../features/messages/api/messages';
import { RecentMessagesCard } from '../../features/messages/components/recent-messages-card';
import { homeKeys, useDashboard } from '../../features/home/api/dashboard';
import { useRealtimeMessages } from '../../lib/realtime-react';
import { gettingStartedItems, visibleCards, type DashboardCard } from '../../features/home/utils/dashboard-cards';
import { GettingStartedCard } from './cards/getting-started-card';
import { InvitationsCard } from './cards/invitations-card';
import { InviteFamilyCard } from './cards/invite-family-card';
import { MemoriesCard } from './cards/memories-card';
import { MissingFilesCard } from './cards/missing-files-card';
import { PlanCard } from './cards/plan-card';
import { SelectYourselfCard } from './cards/select-yourself-card';
import { FacesSeenOnceCard } from './cards/faces-seen-once-card';
import { UnnamedPeopleCard } from './cards/unnamed-people-card';

interface CardContext {
  user: UserView;
  dashboard: DashboardResponse | undefined;
}

/**
 * The home dashboard's cards, in page order, each its own small component. A card is drawn only
 * when dashboard-cards.ts says it has something to say; to add one, add its id there and its
 * entry here.
 */
const CARDS: Record<DashboardCard, { column: 'main' | 'side'; render: (context: CardContext) => ReactNode }> = {
  'select-yourself': { column: 'main', render: () => <SelectYourselfCard /> },
  'getting-started': { column: 'main', render: ({ user, dashboard }) => <GettingStartedCard user={user} items={gettingStartedItems(user, dashboard)} treeHasPeople={dashboard?.tree_has_people ?? false} /> },
  messages: { column: 'main', render: () => <RecentMessagesCard limit={DASHBOARD_MESSAGES} /> },
  invitations: { column: 'main', render: ({ dashboard }) => <InvitationsCard invites={dashboard!.invites} /> },
  'missing-files': { column: 'main', render: ({ dashboard }) => <MissingFilesCard firstPage={dashboard!.missing_files} /> },
  'unnamed-people': { column: 'main', render: () => <UnnamedPeopleCard /> },
  'invite-family': { column: 'side', render: () => <InviteFamilyCard /> },
};

/** What is processed, here or by another member, can change the cards (a tree's files to upload, faces to name, recent photos): read them again, once a burst settles. */
function useRefreshOnProcessed() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeMessages((message) => {
    if (message.type !== 'processing_complete' && message.type !== 'family_photo_added') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: homeKeys.dashboard }), REFRESH_AFTER_MS);
  });
}

const REFRESH_AFTER_MS = 1500;

/** Home (spec 001 section 2): one request (GET /dashboard) feeds every card. */
export function HomeDashboard({ user }: { user: UserView }) {
  const queryClient = useQueryClient();
  // The people-to-name and messages cards read their own queries: they get the dashboard's first pages instead of more requests.
  const dashboard = useDashboard((data) => {
    queryClient.setQueryData(faceKeys.unnamed, data.unnamed);
    queryClient.setQueryData(messageKeys.recent(DASHBOARD_MESSAGES), data.messages);
  });

  useRefreshOnProcessed();
  // The people to name change as faces are found (the shell refreshes that query on every photo's
  // faces), so the cards follow that query, not the dashboard's snapshot. Once shown, the
  // people-to-name card stays while home is open: naming the last face ends on its empty state.
  const unnamed = useUnnamedPeople();
  const live = dashboard.data && unnamed.data ? { ...dashboard.data, unnamed: unnamed.data } : dashboard.data;
  const [keptUnnamed, setKeptUnnamed] = useState(false);
  const cards = visibleCards(user, live, keptUnnamed ? ['unnamed-people'] : []);
  // Derived state, set while drawing (React's pattern for it): it only ever turns on.
  if (!keptUnnamed && cards.includes('unnamed-people')) setKeptUnnamed(true);

  const context: CardContext = { user, dashboard: live };
  const column = (which: 'main' | 'side') => cards.filter((card) => CARDS[card].column === which).map((card) => <Box key={card}>{CARDS[card].render(context)}</Box>);

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" mt={{ base: '6', md: '8' }} alignItems="start">
      <Stack gap="6" data-testid="dashboard-main">
        {dashboard.isError && (
          <FormAlert title="Some of your home page could not be loaded">
            <Stack gap="2" align="flex-start">
              {dashboard.error.message}
              <Button size="sm" variant="outline" onClick={() => void dashboard.refetch()}>
                Try again
              </Button>
            </Stack>
          </FormAlert>
        )}
        <MemoriesCard />
        {column('main')}
        <FacesSeenOnceCard />
      </Stack>
      <Stack gap="6">
        <PlanCard user={user} />
        {column('side')}
      </Stack>
    </Grid>
  );
}
