import { describe, expect, it } from 'vitest';
import { choiceFor, NO_PHONE, preferenceRows, preferencesFromRequest } from '../../../lambdas/domain/messages/preferences';
import { ValidationError } from '../../../lambdas/domain/errors';

const reach = { hasEmail: true, hasPhone: false };

describe('notification preferences', () => {
  it('without a choice: family news daily by e-mail, a trial ending at once, never by text', () => {
    const rows = preferenceRows(null, reach);
    expect(rows.find((r) => r.message_type === 'family_member_image')).toMatchObject({ frequency: 'daily', via_email: true, via_sms: false, via_web_notification: true });
    expect(rows.find((r) => r.message_type === 'trial_ending')).toMatchObject({ frequency: 'immideiately', via_email: true });
    expect(rows.every((r) => !r.via_sms)).toBe(true);
  });

  it('refuses texts without a phone, naming the field', () => {
    const request = { preferences: { trial_ending: { frequency: 'daily' as const, via_email: true, via_sms: true, via_web_notification: true } } };
    expect(() => preferencesFromRequest(request, null, reach)).toThrow(ValidationError);
    try {
      preferencesFromRequest(request, null, reach);
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({ 'preferences.trial_ending.via_sms': [NO_PHONE] });
    }
  });

  it('stops texts at once when the phone is taken off the profile', () => {
    const saved = preferencesFromRequest({ preferences: { trial_ending: { frequency: 'daily', via_email: true, via_sms: true, via_web_notification: false } } }, null, { hasEmail: true, hasPhone: true });
    expect(choiceFor(saved, 'trial_ending', { hasEmail: true, hasPhone: false })).toEqual({ frequency: 'daily', email: true, sms: false, web: false });
  });
});
