/** A login id is an e-mail address or a phone number (spec 001 section 1). */
export type LoginIdKind = 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[\d\s().-]{7,}$/;

export function loginIdKind(loginId: string): LoginIdKind | null {
  const value = loginId.trim();
  if (EMAIL.test(value)) return 'email';
  if (PHONE_CHARS.test(value) && value.replace(/\D/g, '').length >= 7) return 'phone';
  return null;
}

/** One spelling per person: e-mail lower-cased, phone numbers reduced to digits and a leading +. */
export function normalizeLoginId(loginId: string): string {
  const value = loginId.trim();
  if (loginIdKind(value) === 'phone') return (value.startsWith('+') ? '+' : '') + value.replace(/\D/g, '');
  return value.toLowerCase();
}
