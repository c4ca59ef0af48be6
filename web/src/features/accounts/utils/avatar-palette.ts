/**
 * Spec (000 section 2; 001 section 3): the avatar is pink when the user's person is Female, blue
 * otherwise (including while no person is linked or the sex is not known).
 */
export const avatarPalette = (sex: string | null | undefined): 'pink' | 'blue' => (sex === 'Female' ? 'pink' : 'blue');

/** One or two letters for the avatar: initials of the username's words. */
export function initials(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
