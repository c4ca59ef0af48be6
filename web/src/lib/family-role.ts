import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The signed-in user's family role, for showing only what they may do (the server decides:
 * lambdas/domain/sharing/roles.ts). Shared by every feature that offers a destructive action.
 */
export const familyMembersQuery = () => queryOptions({ queryKey: ['family-members'] as const, queryFn: ({ signal }) => api(endpoints.getFamilyMembers, { signal }), staleTime: 60_000 });

/** Why an action is not offered: said where the button would be. */
export const NOT_YOURS = {
  import: 'Only the family’s admins or the person who imported this file can remove it.',
  people: 'Only the family’s admins or the person who added them can forget or merge these people.',
  merge: 'Only the family’s admins or the person who added both people can merge them.',
  person: 'Only the family’s admins or the person who added this person can forget them or choose between versions.',
  photo: 'Only the family’s admins or the person who uploaded this photo can change it.',
  faceToForget: 'Only the family’s admins or the person who uploaded this photo can forget a face in it.',
  photos: 'Only the family’s admins or the person who uploaded them can change these photos.',
  document: 'Only the family’s admins or the person who uploaded this document can change it.',
  event: 'Only the family’s admins or the person who added this event can change or delete it. You can add people to it.',
  source: 'Only the family’s admins or the person who added this source can change it.',
  note: 'Added by another member: only they or the family’s admins can change or remove it.',
} as const;

export interface FamilyRights {
  /** Known once the family has been read; until then nothing destructive is offered. */
  ready: boolean;
  userId: string | null;
  isAdmin: boolean;
  /** The rule of roles.ts: admins, or the person who made the item. */
  mayChange: (makerId: string | null | undefined) => boolean;
}

export function useFamilyRights(): FamilyRights {
  const { data } = useQuery(familyMembersQuery());
  const isAdmin = data?.my_role === 'admin';
  const userId = data?.user_id ?? null;
  return { ready: !!data, userId, isAdmin, mayChange: (makerId) => isAdmin || (!!makerId && makerId === userId) };
}
