import type { MessageView } from '@heirloom/shared/contracts/messages';
import type { MessageRecord } from '../../ports/messages';
import { SUGGESTION_USED } from './events';

export interface RenderedMessage {
  title: string;
  body: string;
  link: string | null;
  linkLabel: string | null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * A member's move into or out of the family finished (subject 'joined#<member>', 'left#<member>' or
 * 'removed#<member>#<admin>#<admin's name>'): the member reads of their own things, the others of the member's.
 */
function familyMembersText(message: MessageRecord, who: string): { title: string; body: string } {
  const [change, memberId, removerId, ...removerName] = (message.subject ?? '').split('#');
  const own = message.userId === memberId;
  const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  if (change === 'joined_stopped' || change === 'left_stopped') {
    // A move given up after its re-drives (the operator's alarm went off too): nothing is lost, and it says so.
    const items = counted(message.count, 'item', 'items');
    const kept = 'Nothing is lost: what has not moved yet is kept where it was, and our team has been alerted.';
    if (change === 'joined_stopped') {
      return own
        ? { title: 'Moving your photos and family tree could not finish', body: `${items} moved into the family before the move stopped. ${kept}` }
        : { title: `Moving ${who}'s photos and family tree could not finish`, body: `${items} of ${who}'s moved into the family before the move stopped. ${kept}` };
    }
    return own
      ? { title: 'Moving your photos back could not finish', body: `${items} moved back to your own library before the move stopped. ${kept}` }
      : { title: `Moving ${who}'s photos out could not finish`, body: `${items} of ${who}'s moved out of the family before the move stopped. ${kept}` };
  }
  if (change === 'joined') {
    const items = counted(message.count, 'photo, document or tree item', 'photos, documents and tree items');
    return own
      ? { title: 'Your photos and family tree are in the family', body: `Everything you had is now in the family's library and tree (${items}), and everyone in the family sees it.` }
      : { title: `${who}'s photos and family tree are in`, body: `${who} joined the family, and everything of theirs is now in the family's library and tree: ${items}.` };
  }
  // 'The photo or document you uploaded', 'The 3 photos and documents they uploaded'.
  const uploads = message.count === 1 ? 'photo or document' : counted(message.count, 'photo or document', 'photos and documents');
  if (change === 'removed') return removedText(message, who, { own, byYou: message.userId === removerId, remover: removerName.join('#'), uploads });
  if (message.count === 0) {
    return own
      ? { title: 'You left the family', body: 'You no longer share the family’s photos and tree. The family tree stays with the family.' }
      : { title: `${who} left the family`, body: `${who} no longer shares the family's photos and tree. They had uploaded nothing; the family tree stays with the family.` };
  }
  return own
    ? { title: 'You left the family', body: `The ${uploads} you uploaded ${message.count === 1 ? 'is' : 'are'} back in your own library. The family tree stays with the family.` }
    : { title: `${who} left the family`, body: `${who} no longer shares the family's photos and tree. The ${uploads} they uploaded went with them; the family tree stays with the family.` };
}

/** An admin removed a member: the member is told who did it, the admin what they did, the others both. */
function removedText(message: MessageRecord, who: string, { own, byYou, remover, uploads }: { own: boolean; byYou: boolean; remover: string; uploads: string }): { title: string; body: string } {
  const tree = 'the family tree stays with the family.';
  if (own) {
    const yours = message.count === 0 ? 'You no longer share its photos and tree' : `The ${uploads} you uploaded ${message.count === 1 ? 'is' : 'are'} back in your own library`;
    return { title: `${remover} removed you from the family`, body: `${yours}; ${tree}` };
  }
  const theirs = message.count === 0 ? 'They had uploaded nothing' : `The ${uploads} they uploaded went with them`;
  return {
    title: byYou ? `You removed ${who} from the family` : `${remover} removed ${who} from the family`,
    body: `${who} no longer shares the family's photos and tree. ${theirs}; ${tree}`,
  };
}

/** The words of a message, from what was stored: the page, the list, e-mails and texts all use these. */
export function renderMessage(message: MessageRecord): RenderedMessage {
  const who = message.actorName ?? 'A family member';
  switch (message.type) {
    case 'family_member_image':
      return {
        title: `${who} added ${plural(message.count, 'photo')}`,
        body: `${who} added ${plural(message.count, 'photo')} to your family's library.`,
        // One photo opens it; more open the library, newest first.
        link: message.count > 1 ? '/photos/strip' : message.link,
        linkLabel: message.count === 1 ? 'See the photo' : 'See the photos',
      };
    case 'unnamed_people':
      return {
        title: `${plural(message.count, 'new person', 'new people')} to name`,
        body: `Faces we have not seen before were found in a photo. Tell us who ${message.count === 1 ? 'this is' : 'they are'} and their photos are grouped under their name.`,
        link: message.link,
        linkLabel: 'Name them',
      };
    case 'invite_received':
      return {
        title: `${who} invited you to their family`,
        body: `${who} would like to share their family's photos and family tree with you.`,
        link: message.link,
        linkLabel: 'See the invite',
      };
    case 'invite_accepted':
      return {
        title: `${who} joined your family`,
        body: `${who} accepted your invite. They now see your family's photos and tree, and what they add is shared with you.`,
        link: message.link,
        linkLabel: 'See your family',
      };
    case 'invite_requested':
      return {
        title: `${who} asks for an invite of their own`,
        body: `${who}${message.subject ? ` (${message.subject})` : ''} opened an invite you sent to someone else, which their account cannot accept, and asks for an invite of their own. If you know them, invite them from the Invite Family page.`,
        link: message.link,
        linkLabel: 'Invite Family',
      };
    case 'person_version':
      return {
        title: `${message.subject ?? 'A person'} was changed`,
        body: `${who} saved a newer version of ${message.subject ?? 'a person'}. Keep it or go back to the version before.`,
        link: message.link,
        linkLabel: 'Compare the versions',
      };
    case 'people_removed': {
      const several = (message.count ?? 1) > 1;
      return {
        title: `${who} removed ${message.subject ?? 'a person'} from the family tree`,
        body: `${who} removed ${message.subject ?? 'a person'} from the family tree. Their events, notes and links were kept: put them back from ${several ? 'Removed people on the People page' : 'their page'} if it was a mistake.`,
        link: message.link,
        linkLabel: several ? 'See the removed people' : 'See the person',
      };
    }
    case 'person_suggestion':
      return {
        title: `${who} suggested a change to ${message.subject ?? 'a person'}`,
        body: `${who} suggested a change to ${message.subject ?? 'a person'}. Compare it with the version you have, then use it or keep yours.`,
        link: message.link,
        linkLabel: 'Review the change',
      };
    case 'suggestion_reviewed': {
      const person = message.subject ?? 'a person';
      return message.count === SUGGESTION_USED
        ? { title: `Your change to ${person} is in`, body: `${who} used the change you suggested to ${person}.`, link: message.link, linkLabel: 'See the person' }
        : {
            title: `Your change to ${person} was not used`,
            body: `${who} kept ${person} as they were. What you suggested is kept among their earlier versions, and nothing you typed is lost.`,
            link: message.link,
            linkLabel: 'See the person',
          };
    }
    case 'family_members':
      return { ...familyMembersText(message, who), link: message.link, linkLabel: 'See your family' };
    case 'import_finished':
      return {
        title: 'Your family tree import has finished',
        body: `${message.subject ?? 'Your GEDCOM file'} is in: ${plural(message.count, 'person', 'people')} imported.`,
        link: message.link,
        linkLabel: 'See the import',
      };
    case 'storage_nearly_full':
      return {
        title: 'Your storage is nearly full',
        body: `You have used ${message.count}% of your storage. Choose a bigger plan to keep uploading.`,
        link: message.link,
        linkLabel: 'See the plans',
      };
    case 'trial_ending':
      return {
        title: 'Your free trial ends soon',
        body: `Your free trial ends ${message.subject ?? 'soon'}. Choose a plan to keep uploading photos; everything you uploaded stays.`,
        link: message.link,
        linkLabel: 'Choose a plan',
      };
    case 'memories':
      return {
        title: message.subject ?? 'Your family’s memories of today',
        body: message.count > 0 ? `${plural(message.count, 'photo')} taken on this day in earlier years, and what your family tree remembers of today.` : 'What your family tree remembers of today, with the photos of the people.',
        link: message.link,
        linkLabel: 'See today’s memories',
      };
  }
}

export function toMessageView(message: MessageRecord): MessageView {
  const rendered = renderMessage(message);
  return {
    id: message.messageId,
    message_type: message.type,
    message_subtype: message.type === 'family_member_image' ? 'family_member_image' : 'other',
    title: rendered.title,
    body: rendered.body,
    link: rendered.link,
    link_label: rendered.link ? rendered.linkLabel : null,
    created_at: new Date(message.createdAt).toISOString(),
    read: message.read,
    photo_ids: message.photoIds,
    count: message.count,
  };
}
