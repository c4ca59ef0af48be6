import { UserPlusIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';

/** The invite card: relatives see and help for free. */
export function InviteFamilyCard() {
  return (
    <SectionCard anchor="invite-family" title="Invite your family" description="Relatives see your photos and help with the tree for free; only uploading needs a plan.">
      <LinkButton to="/invite/email" w="full">
        <UserPlusIcon /> Invite by e-mail
      </LinkButton>
    </SectionCard>
  );
}
