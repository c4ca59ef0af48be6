/**
 * Spec (000 section 2; 001 section 3): the avatar is pink when the user's person is Female, blue
 * otherwise (including while no person is linked or the sex is not known).
 */
export const avatarPalette = (sex: string | null | undefined): 'pink' | 'blue' => (sex === 'Female' ? 'pink' : 'blue');

