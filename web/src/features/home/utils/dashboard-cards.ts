import type { UserView } from '@heirloom/shared/contracts/accounts';
import type { DashboardResponse } from '@heirloom/shared/contracts/home';

/**
 * Which home cards have something to say (spec 001 section 2, Home dashboard). A card with nothing
 * to say is not shown at all; the order here is the order on the page.
 */
export const DASHBOARD_CARDS = ['select-yourself', 'getting-started', 'messages', 'invitations', 'missing-files', 'unnamed-people', 'invite-family'] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

type CardUser = Pick<UserView, 'person' | 'has_photos' | 'customer_plan' | 'had_trial'>;

/** What the getting-started card lists: what is waiting, then the first steps not yet done. */
export interface GettingStartedItems {
  unnamedPeople: number;
  missingFiles: number;
  /** The dashboard has the first page of missing files: there may be more than it counts. */
  moreMissingFiles: boolean;
  invitations: number;
  /** 'Invite your family' is done: the user invited someone or shares a family (not: has invites waiting for them). */
  familyInvited: boolean;
  stepsLeft: number;
}

export function gettingStartedItems(user: CardUser, dashboard: DashboardResponse | undefined): GettingStartedItems {
  const familyInvited = dashboard?.family_invited ?? false;
  const steps = [user.customer_plan !== 'Free' || user.had_trial, user.has_photos, user.person !== null, familyInvited];
  return {
    unnamedPeople: dashboard?.unnamed.people.length ?? 0,
    missingFiles: dashboard?.missing_files.files.length ?? 0,
    moreMissingFiles: (dashboard?.missing_files.next_page ?? null) !== null,
    invitations: dashboard?.invites.length ?? 0,
    familyInvited,
    stepsLeft: steps.filter((done) => !done).length,
  };
}

const HAS_SOMETHING: Record<DashboardCard, (user: CardUser, dashboard: DashboardResponse | undefined) => boolean> = {
  // Only someone with people in the tree can pick one of them.
  'select-yourself': (user, dashboard) => user.person === null && dashboard?.tree_has_people === true,
  'getting-started': (user, dashboard) => {
    const items = gettingStartedItems(user, dashboard);
    return items.unnamedPeople + items.missingFiles + items.invitations + items.stepsLeft > 0;
  },
  messages: (_, dashboard) => (dashboard?.messages.messages.length ?? 0) > 0,
  invitations: (_, dashboard) => (dashboard?.invites.length ?? 0) > 0,
  'missing-files': (_, dashboard) => (dashboard?.missing_files.files.length ?? 0) > 0,
  'unnamed-people': (_, dashboard) => (dashboard?.unnamed.people.length ?? 0) > 0,
  // Inviting relatives is always worth saying.
  'invite-family': () => true,
};

/** The cards with something to say, in page order, and those in `kept` (shown earlier on this visit) whatever they now say. */
export const visibleCards = (user: CardUser, dashboard: DashboardResponse | undefined, kept: readonly DashboardCard[] = []): DashboardCard[] =>
  DASHBOARD_CARDS.filter((card) => kept.includes(card) || HAS_SOMETHING[card](user, dashboard));
