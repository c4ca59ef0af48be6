import { toaster } from '../../../components/ui/toaster';

/**
 * Said once a join is accepted, from the invites list or an invite's page. A joiner who brings a
 * tree reads their own until it has been copied into the family's (a moment), so the family's tree
 * is promised for then, not now.
 */
export function toastJoinedFamily(inviter: string, treeCopying: boolean): void {
  toaster.create({
    type: 'success',
    title: `You joined ${inviter}'s family`,
    description: treeCopying ? 'Their photos are yours to see now, and their family tree once yours has been copied into it, in a moment.' : 'Their photos and tree are yours to see now.',
  });
}
