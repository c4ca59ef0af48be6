import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { createPersonNamed } from '../../../lib/create-person-named';
import { refreshRelationships } from '../../../lib/tree-changed';

export interface AddPartnerInput {
  personId: string;
  /** Someone in the tree, or the name of someone new. */
  partner: { person: PersonSummary } | { name: string };
}

/**
 * A partner added from a person's page: an undated marriage with the two of them as its spouses, as
 * adding a marriage in Events and its second spouse on the event's page would make it (POST /event,
 * then POST /event/{id} with both). Its date and place are filled in on the event's page. Answers
 * the partner and the marriage's id.
 */
async function addPartner({ personId, partner }: AddPartnerInput): Promise<{ partner: PersonSummary; eventId: string }> {
  const added = 'person' in partner ? partner.person : await createPersonNamed(partner.name);
  const { event } = await api(endpoints.createEvent, { event_type: 'marriage', person_id: personId, event_role: 'spouse' });
  const spouses = [personId, added.id].map((id) => ({ event_role: 'spouse' as const, person: id }));
  try {
    await api(endpoints.saveEvent, { event_type: 'marriage', participants: spouses }, { params: { id: event.id } });
  } catch (error) {
    // No marriage of one is left behind: the person's events stay as they were, and the error is said.
    await api(endpoints.deleteEvent, { params: { id: event.id } }).catch(() => undefined);
    throw error;
  }
  return { partner: added, eventId: event.id };
}

export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPartner,
    // The person's events, the family and the lists' event total all change.
    onSuccess: () => refreshRelationships(queryClient),
  });
}
