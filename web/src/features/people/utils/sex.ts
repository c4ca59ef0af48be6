import { OTHER_GENDER_CHOICE, isKnownGender } from '@heirloom/shared/rules/gender';

/** The gender picker's state: a choice, and the free text typed after choosing Other. */
export interface SexChoice {
  choice: 'Male' | 'Female' | typeof OTHER_GENDER_CHOICE | '';
  otherText: string;
}

/** 'Male' and 'Female' are choices; anything else that was stored is the text of Other. */
export function sexChoiceOf(sex: string): SexChoice {
  if (isKnownGender(sex)) return { choice: sex, otherText: '' };
  if (sex.trim() === '') return { choice: '', otherText: '' };
  return { choice: OTHER_GENDER_CHOICE, otherText: sex };
}

/** What is stored: the choice itself, or what was typed after choosing Other ('Other' is never stored). */
export function sexValueOf({ choice, otherText }: SexChoice): string {
  if (choice === OTHER_GENDER_CHOICE) return otherText.trim();
  return choice;
}
