import type { FamilyMembersResponse } from '@heirloom/shared/contracts/family-roles';
import type { FamilyStore } from '../family/store';
import type { SharingDeps } from './deps';
import { familyOfUser } from './membership';
import { founderIdOf, withRoles } from './roles';

/** Counts of what a member added (paged COUNT Queries in the adapter; never a Scan). */
export interface MemberContributions {
  uploadedPhotos(userId: string): Promise<number>;
  uploadedDocuments(userId: string): Promise<number>;
  /** People the member added to the tree in the app (imported ones are counted from the imports). */
  addedPeople(treeOwnerId: string, userId: string): Promise<number>;
}

const IMPORTS_PAGE = 100;

/** People each member brought in with GEDCOM files (what the import report counted), by importer. */
async function importedPeopleBy(store: Pick<FamilyStore, 'listImports'>, treeOwnerId: string): Promise<Map<string, number>> {
  const byImporter = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await store.listImports(treeOwnerId, { limit: IMPORTS_PAGE, ...(cursor ? { cursor } : {}) });
    for (const run of page.items) {
      if (!run.importedBy || run.status !== 'done' || run.removal?.status === 'done') continue;
      byImporter.set(run.importedBy, (byImporter.get(run.importedBy) ?? 0) + run.counts.people);
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return byImporter;
}

/**
 * GET /family/members: the Family & Invites page's members panel. Each member with their role and
 * what they added (photos, documents, people added or imported), and the caller's own role, so the
 * page shows admins their controls and members why they have none.
 */
export async function familyMembersPanel(
  deps: SharingDeps & { contributions: MemberContributions; imports: Pick<FamilyStore, 'listImports'> },
  userId: string,
): Promise<FamilyMembersResponse> {
  const { familyId, members } = await familyOfUser(deps, userId);
  const ranked = withRoles(members);
  const founder = founderIdOf(members);
  const imported = await importedPeopleBy(deps.imports, familyId);
  const views = await Promise.all(
    ranked.map(async (member) => {
      const [photos, documents, people] = await Promise.all([
        deps.contributions.uploadedPhotos(member.userId),
        deps.contributions.uploadedDocuments(member.userId),
        deps.contributions.addedPeople(familyId, member.userId),
      ]);
      return {
        user_id: member.userId,
        username: member.username,
        joined_at: member.joinedAt,
        founder: member.userId === founder,
        role: member.role,
        added: { photos, documents, people: people + (imported.get(member.userId) ?? 0) },
      };
    }),
  );
  return { user_id: userId, my_role: ranked.find((m) => m.userId === userId)?.role ?? 'admin', members: views };
}
