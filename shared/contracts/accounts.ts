import * as z from 'zod';
import { CUSTOMER_PLANS } from '../plans';
import { loginIdKind } from '../login-id';

/** Password rules with the spec's exact messages (001 section 5), checked on both sides. */
export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters long')
  .max(200, 'Password must be at most 200 characters long')
  .regex(/\d/, 'Password must contain at least 1 digit')
  .regex(/[a-z]/, 'Password must contain at least 1 lowercase letter')
  .regex(/[A-Z]/, 'Password must contain at least 1 uppercase letter');

export const PASSWORD_HINT = 'Password must be 8 characters long, and contain an uppercase letter, lowercase letter and a number';

/** The password and its confirmation, as the signup, profile and update-password forms take them. */
export const passwordWithConfirmation = z
  .object({ password, verify_password: z.string() })
  .refine((v) => v.password === v.verify_password, { message: 'Passwords must match', path: ['verify_password'] });

export const loginId = z
  .string()
  .trim()
  // abort: an empty field gets one message, not 'empty' and 'invalid' together.
  .min(1, { message: 'Please enter your e-mail or phone number', abort: true })
  .max(254, { message: 'That is too long for an e-mail or phone number', abort: true })
  .refine((v) => loginIdKind(v) !== null, 'Please enter a valid e-mail or phone number');

export const email = z.string().trim().max(254, 'E-mail must be valid').email('E-mail must be valid');
export const phoneNumber = z
  .string()
  .trim()
  .max(32, 'Phone number must be valid')
  .refine((v) => loginIdKind(v) === 'phone', 'Phone number must be valid');
export const username = z.string().trim().min(1, 'Username is required').max(60, 'Username must be at most 60 characters');

export const verificationCode = z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits');

/**
 * The onboarding wizard's steps (spec 001 section 4; the spec's hashes as spelt): step1 asks for a
 * GEDCOM file; step2-4 the tree path; stepe1-3 the photo path.
 */
export const ONBOARDING_STEPS = ['step1', 'step2', 'step3', 'step4', 'stepe1', 'stepe2', 'stepe3'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The signed-in user as the client sees it (spec 001 section 3, User). */
export const userView = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  customer_plan: z.enum(CUSTOMER_PLANS),
  trial_expired: z.boolean(),
  /** Epoch milliseconds; null before a trial starts. */
  trial_end: z.number().nullable(),
  trial_expires_in: z.number().nullable(),
  had_trial: z.boolean(),
  free_space: z.number(),
  paid_space: z.number(),
  space_used: z.number(),
  /** Bytes held for uploads still in progress: not used yet, but not free either. */
  space_reserved: z.number(),
  plan: z.object({ name: z.enum(CUSTOMER_PLANS), included_storage: z.number() }),
  person: z.string().nullable(),
  /** The sex of the user's person ('Female' makes the avatar pink); null without one. */
  person_sex: z.string().nullable().optional(),
  has_photos: z.boolean(),
  /** The family's tree has someone in it; read from the tree with the user (GET /user, POST /token, PUT /user/person), absent from the other answers. */
  has_people: z.boolean().optional(),
  has_invites: z.boolean(),
  new_user: z.boolean(),
  /** The onboarding wizard was finished or skipped: it never shows again. */
  onboarding_done: z.boolean().optional(),
  /** The wizard's step while it is under way (null before it starts and once it ends). */
  onboarding_step: z.enum(ONBOARDING_STEPS).nullable().optional(),
  has_password: z.boolean(),
  /** Billing: the last renewal failed and the provider is retrying; uploads keep working meanwhile. */
  payment_failed: z.boolean().optional(),
  /** Billing: epoch milliseconds when a cancelled paid plan ends; null while it renews. */
  plan_ends_at: z.number().nullable().optional(),
  /** A new e-mail or phone waiting for the code sent to it; it becomes a login once entered. */
  pending_email: z.string().nullable().optional(),
  pending_phone_number: z.string().nullable().optional(),
});
export type UserView = z.infer<typeof userView>;

export const loginRequest = z.object({
  login_id: loginId,
  /** Optional: without it a one-time code is sent instead (spec 001 section 5). */
  password: z.string().max(200).optional(),
});
export const loginResponse = z.object({ verify_required: z.boolean(), login_id: z.string(), user: userView.optional() });

export const signupRequest = z.object({
  email,
  phone_number: z.union([phoneNumber, z.literal('')]).optional(),
  password,
  username: z.union([username, z.literal('')]).optional(),
});
export const signupResponse = z.object({ verify_required: z.literal(true), login_id: z.string() });

export const verifyRequest = z.object({ login_id: loginId, code: verificationCode });
export const verifyResponse = z.object({ status: z.enum(['OK', 'CHANGE_PASSWORD']), user: userView });

export const forgotPasswordRequest = z.object({ login_id: loginId });
export const statusResponse = z.object({ status: z.literal('Success') });

export const updatePasswordRequest = z.object({ password });

/** Proof that the person at the keyboard owns the account, asked before e-mail, phone or password change. */
export const WRONG_CURRENT_PASSWORD = 'That is not your current password';
export const userResponse = z.object({ user: userView });

export const updateUserRequest = z
  .object({
    username: username.optional(),
    email: email.optional(),
    phone_number: z.union([phoneNumber, z.literal('')]).optional(),
    password: password.optional(),
    /** Needed to change e-mail, phone or password when the account has a password. */
    current_password: z.string().max(200).optional(),
    /** Instead of current_password on accounts without one: the code from POST /user/reauth_code. */
    code: verificationCode.optional(),
  })
  .refine((v) => [v.username, v.email, v.phone_number, v.password].some((field) => field !== undefined), 'Nothing to update');

/** The code sent to a new e-mail or phone, which makes it a login. */
export const confirmContactRequest = z.object({ login_id: loginId, code: verificationCode });
/** The key from the link the old address received; it puts the old address back. */
export const undoContactChangeRequest = z.object({ key: z.string().min(16, 'This link is not valid').max(200, 'This link is not valid') });
export const undoContactChangeResponse = z.object({ status: z.literal('Success'), restored: z.string() });

/** PUT /user/person: 'This person is me' (an id of the family tree) or 'not me' (null). */
export const ownPersonRequest = z.object({ person_id: z.string().trim().min(1, 'Choose a person').max(64).nullable() });

/**
 * POST /user/onboarding: `outcome` when the wizard was finished or skipped (it never shows again);
 * `step` as it moves on, so coming back (another visit, another device) resumes there.
 */
export const ONBOARDING_OUTCOMES = ['finished', 'skipped'] as const;
export const onboardingRequest = z.union(
  [
    z.object({ outcome: z.enum(ONBOARDING_OUTCOMES, { error: 'Say whether the wizard was finished or skipped' }) }),
    z.object({ step: z.enum(ONBOARDING_STEPS, { error: `The step is one of ${ONBOARDING_STEPS.join(', ')}` }) }),
  ],
  { error: 'Say whether the wizard was finished or skipped, or which step it is on' },
);

export const userIdParams = z.object({ user_id: z.string().min(1).max(64) });

export const freeTrialResponse = z.object({ status: z.literal('Success'), user: userView });

export const deleteUserRequest = z.object({ delete_key: z.string().min(16, 'This deletion link is not valid').max(200, 'This deletion link is not valid') });

export const externalLoginRequest = z.discriminatedUnion('system_type', [
  z.object({ system_type: z.literal('google'), id_token: z.string().min(10).max(8192) }),
  z.object({ system_type: z.literal('facebook'), system_id: z.string().min(1).max(64), access_token: z.string().min(10).max(4096) }),
]);
export const externalLoginResponse = z.object({ user: userView, new_user: z.boolean() });

export type LoginRequest = z.infer<typeof loginRequest>;
export type SignupRequest = z.infer<typeof signupRequest>;
export type VerifyRequest = z.infer<typeof verifyRequest>;
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;
export type ExternalLoginRequest = z.infer<typeof externalLoginRequest>;
