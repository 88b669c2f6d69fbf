/** Staff sign-in (DESIGN §5): reps and group administrators. Not in the specification's call list. */
import * as z from 'zod';
import { StaffRoleSchema } from '../codes/codes';

/** The messages of two-factor sign-in (docs/decisions/0051): the sign-in call's `code` field. */
export const TWO_FACTOR_CODE_FORMAT = 'Please enter the 6-digit code from your authenticator app';
export const TWO_FACTOR_CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
export const TWO_FACTOR_CODE_WRONG = 'That code is not correct. Please enter the current code from your authenticator app';

export const SignInBodySchema = z.object({
  email: z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').email('Please enter valid email address'),
  password: z.string({ error: 'Field is required' }).min(1, 'Field is required').max(200),
  /** The authenticator app's 6-digit code, for staff with two-factor sign-in on; '' or absent otherwise (docs/decisions/0051). */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, TWO_FACTOR_CODE_FORMAT)
    .optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const StaffSessionSchema = z.object({
  role: StaffRoleSchema,
  display_name: z.string(),
  email: z.string(),
  agent_id: z.number().nullable(),
  group_id: z.number().nullable(),
  /**
   * `on`: signed in with password and code; `off`: password only (two-factor optional and not set up);
   * `setup_required`: two-factor is required and not set up yet, so only its set-up calls answer.
   */
  two_factor: z.enum(['on', 'off', 'setup_required']),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** Who is signed in, or `null`: a signed-out visitor is an answer, not a failed request (no 401 in the console). */
export const StaffSessionStateSchema = z.object({ session: StaffSessionSchema.nullable() });

/** Two-factor set-up, step 1: the secret, shown once, as an `otpauth://` URI (for a QR code) and as text. */
export const TwoFactorEnrollmentSchema = z.object({ otpauth_uri: z.string(), secret: z.string() });

/** Two-factor set-up, step 2: a code from the app proves it holds the secret; from then on sign-in asks for a code. */
export const TwoFactorConfirmBodySchema = z.object({
  code: z
    .string({ error: 'Field is required' })
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_CODE_FORMAT),
});
