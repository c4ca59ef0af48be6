import { ONBOARDING_STEPS, type OnboardingStep, type UserView } from '@heirloom/shared/contracts/accounts';

/**
 * The onboarding wizard's steps (spec 001 section 4). Step 1 asks whether the user has a GEDCOM
 * file; Yes: upload it (step2), pick yourself (step3), congratulations (step4); No: the photo path
 * (stepe1 upload your own photo, stepe2 name and birth date, stepe3 more photos). The URL hash
 * names the step, so a reload or a link resumes it; the server keeps it too (user.onboarding_step),
 * so coming back to / resumes it on any device. The spec's hashes are kept as spelt.
 */
export { ONBOARDING_STEPS, type OnboardingStep };
export type OnboardingOutcome = 'finished' | 'skipped';

export const GEDCOM_PATH: readonly OnboardingStep[] = ['step2', 'step3', 'step4'];
export const PHOTO_PATH: readonly OnboardingStep[] = ['stepe1', 'stepe2', 'stepe3'];

/** The step a URL hash names ('#stepe3' -> 'stepe3'); null for any other hash. */
export function stepFromHash(hash: string): OnboardingStep | null {
  const name = hash.replace(/^#/, '');
  return (ONBOARDING_STEPS as readonly string[]).includes(name) ? (name as OnboardingStep) : null;
}

/**
 * Whether the wizard opens: when the hash or the server resumes a step, or for a new user who has
 * not finished or skipped it, unless their family's tree already has people (`treeHasPeople`, from
 * the dashboard): a relative who joined a family that has a tree is not asked for a GEDCOM file of
 * their own (home's "Which person in the tree is you?" asks them to find themselves instead).
 * 'wait' while a new user's answer depends on the tree and the dashboard has not said yet.
 */
export function showsOnboarding(user: Pick<UserView, 'new_user' | 'onboarding_done' | 'onboarding_step'>, hash: string, treeHasPeople?: boolean): boolean | 'wait' {
  if (user.onboarding_done) return false;
  if (stepFromHash(hash) !== null || (user.onboarding_step ?? null) !== null) return true;
  if (!user.new_user) return false;
  return treeHasPeople === undefined ? 'wait' : !treeHasPeople;
}

/** The step to open at: the address's, else the one the server kept, else the first question. */
export const startingStep = (user: Pick<UserView, 'onboarding_step'>, hash: string): OnboardingStep => stepFromHash(hash) ?? user.onboarding_step ?? 'step1';

/** Step 1's answer: Yes goes to the GEDCOM upload, No to the photo path. */
export const afterQuestion = (hasGedcom: boolean): OnboardingStep => (hasGedcom ? 'step2' : 'stepe1');

/** The step after a finished one; null when the wizard is done. */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  if (step === 'step1') return null;
  const path = GEDCOM_PATH.includes(step) ? GEDCOM_PATH : PHOTO_PATH;
  return path[path.indexOf(step) + 1] ?? null;
}

/** Where a step sits in its path (1-based) and how long the path is, for the stepper. */
export function stepPosition(step: OnboardingStep): { index: number; count: number; path: 'question' | 'gedcom' | 'photos' } {
  if (step === 'step1') return { index: 1, count: 1, path: 'question' };
  const gedcom = GEDCOM_PATH.includes(step);
  const path = gedcom ? GEDCOM_PATH : PHOTO_PATH;
  return { index: path.indexOf(step) + 1, count: path.length, path: gedcom ? 'gedcom' : 'photos' };
}
