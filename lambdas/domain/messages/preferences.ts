import {
  MESSAGE_TYPE_NAMES,
  MESSAGE_TYPES,
  type MessageType,
  type NotificationPreference,
  type UserPreferencesRequest,
} from '@heirloom/shared/contracts/messages';
import type { ChannelChoice, UserPreferences } from '../../ports/messages';
import { ValidationError } from '../errors';

/**
 * What a person gets before they choose: news about the family in one e-mail a day; what needs
 * them soon (a trial ending) at once. An invite already comes as its own e-mail, and an import is
 * usually watched as it runs, so those two show in the app only until chosen otherwise.
 */
const DEFAULTS: Readonly<Record<MessageType, { frequency: ChannelChoice['frequency']; email: boolean }>> = {
  family_member_image: { frequency: 'daily', email: true },
  unnamed_people: { frequency: 'daily', email: true },
  invite_received: { frequency: 'immideiately', email: false },
  invite_accepted: { frequency: 'daily', email: true },
  family_members: { frequency: 'immideiately', email: false },
  invite_requested: { frequency: 'immideiately', email: true },
  person_version: { frequency: 'daily', email: true },
  // A suggestion waits on its reviewers: it comes with the day's news, as a newer version does.
  person_suggestion: { frequency: 'daily', email: true },
  // What became of one's own suggestion: in the app, with the day's other news.
  suggestion_reviewed: { frequency: 'daily', email: false },
  // Undone from the message while it is fresh: in the app at once, no e-mail.
  people_removed: { frequency: 'immideiately', email: false },
  import_finished: { frequency: 'immideiately', email: false },
  storage_nearly_full: { frequency: 'daily', email: true },
  trial_ending: { frequency: 'immideiately', email: true },
  // A family's day of memories comes with the day's other news, in the morning.
  memories: { frequency: 'daily', email: true },
};

export const DEFAULT_TIME_ZONE = 'UTC';

export interface Reachability {
  hasEmail: boolean;
  hasPhone: boolean;
}

export function defaultChoice(type: MessageType, reach: Reachability): ChannelChoice {
  return { frequency: DEFAULTS[type].frequency, email: DEFAULTS[type].email && reach.hasEmail, sms: false, web: true };
}

/**
 * The choice in force for one type. A channel the person cannot be reached on is off, whatever was
 * saved: a phone number removed from the profile stops the texts.
 */
export function choiceFor(preferences: UserPreferences | null, type: MessageType, reach: Reachability): ChannelChoice {
  const saved = preferences?.byType[type] ?? defaultChoice(type, reach);
  return { ...saved, email: saved.email && reach.hasEmail, sms: saved.sms && reach.hasPhone };
}

/** One row per message type, in the settings page's order. */
export function preferenceRows(preferences: UserPreferences | null, reach: Reachability): NotificationPreference[] {
  return MESSAGE_TYPES.map((type) => {
    const choice = choiceFor(preferences, type, reach);
    return {
      message_type: type,
      pretty_name: MESSAGE_TYPE_NAMES[type],
      frequency: choice.frequency,
      via_email: choice.email,
      via_sms: choice.sms,
      via_web_notification: choice.web,
    };
  });
}

export const NO_PHONE = 'Add a phone number to your profile to get text messages';
export const NO_EMAIL = 'Add an e-mail address to your profile to get e-mails';

/**
 * The whole map from the settings page. Texts to a person without a phone (or mail without an
 * address) are refused with a message saying what to do, rather than silently dropped.
 */
export function preferencesFromRequest(request: UserPreferencesRequest, previous: UserPreferences | null, reach: Reachability): UserPreferences {
  const fields: Record<string, string[]> = {};
  const byType: UserPreferences['byType'] = { ...previous?.byType };
  for (const type of MESSAGE_TYPES) {
    const row = request.preferences[type];
    if (!row) continue;
    if (row.via_sms && !reach.hasPhone) fields[`preferences.${type}.via_sms`] = [NO_PHONE];
    if (row.via_email && !reach.hasEmail) fields[`preferences.${type}.via_email`] = [NO_EMAIL];
    byType[type] = { frequency: row.frequency, email: row.via_email, sms: row.via_sms, web: row.via_web_notification };
  }
  const messages = Object.values(fields).flat();
  if (messages.length) throw new ValidationError(messages[0]!, fields);
  return { byType, timeZone: request.time_zone ?? previous?.timeZone ?? null };
}
