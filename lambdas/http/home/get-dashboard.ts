import { DASHBOARD_MESSAGES, DASHBOARD_MISSING_FILES, type DashboardResponse } from '@heirloom/shared/contracts/home';
import { unnamedPeople } from '../../domain/faces/face-calls';
import { faceScopeOf } from '../../domain/faces/scope';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { dashboard } from '../../domain/home/dashboard';
import { listMissingFiles } from '../../domain/home/missing-files';
import { listMessages } from '../../domain/messages/read-messages';
import { listInvites, toInviteView } from '../../domain/sharing/invites';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { missingFileStore } from '../../runtime/home-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';
import { sharingDeps } from '../../runtime/sharing-deps';

/** GET /dashboard: the home page's cards in one request (invitations, missing files, people to name, messages, whether the family was invited). */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<DashboardResponse> => {
      const sharing = sharingDeps();
      // One read of the invites for two cards: those waiting for the user, and whether they invited anyone.
      const invites = listInvites(sharing, session.userId);
      return dashboard({
        invites: async () => {
          const now = sharing.now();
          return (await invites).received.map((invite) => toInviteView(invite, now));
        },
        familyInvited: async () => (await invites).sent.length > 0 || (session.familyId !== undefined && (await sharing.sharing.familyMembers(session.familyId)).length > 1),
        missingFiles: () => listMissingFiles({ store: missingFileStore(), family: familyDeps() }, treeOwnerFor(session), { limit: DASHBOARD_MISSING_FILES }),
        unnamed: async () => unnamedPeople(await faceDeps(), faceScopeOf(session)),
        messages: () => listMessages(messagesDeps(), session.userId, DASHBOARD_MESSAGES, undefined),
        treeHasPeople: async () => (await familyDeps().store.listPeople(treeOwnerFor(session), { limit: 1 })).items.length > 0,
      });
    },
  },
  httpDeps,
);
