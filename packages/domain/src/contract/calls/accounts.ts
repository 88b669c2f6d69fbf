/** The accounts calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import {
  SignInBodySchema,
  StaffSessionSchema,
  StaffSessionStateSchema,
  TwoFactorConfirmBodySchema,
  TwoFactorEnrollmentSchema,
} from '../accounts';

export const AuthSignInCall = defineCall({
  method: 'POST',
  path: '/api/v1/auth/sign-in',
  tag: 'staff sign-in',
  summary: 'Sign in',
  description:
    'With two-factor sign-in on, a right password without `code` answers 401 with `target_element: code` (a code is needed); ' +
    'the same call with the password and `code` completes it. A wrong or reused code is a failed sign-in.',
  body: SignInBodySchema,
  response: StaffSessionSchema,
});

export const AuthSignOutCall = defineCall({
  method: 'POST',
  path: '/api/v1/auth/sign-out',
  tag: 'staff sign-in',
  summary: 'Sign out',
  response: z.object({ signed_out: z.boolean() }),
});

export const AuthSessionCall = defineCall({
  method: 'GET',
  path: '/api/v1/auth/session',
  tag: 'staff sign-in',
  summary: 'Session',
  description: 'The signed-in rep or group administrator, or `session: null` when nobody is signed in.',
  response: StaffSessionStateSchema,
});

export const AuthTwoFactorEnrollCall = defineCall({
  method: 'POST',
  path: '/api/v1/auth/two-factor/enroll',
  tag: 'staff sign-in',
  summary: 'Start two-factor set-up',
  description:
    'A new secret for the signed-in account, shown once; it takes effect when confirmed with a code. 409 when two-factor is already on.',
  response: TwoFactorEnrollmentSchema,
});

export const AuthTwoFactorConfirmCall = defineCall({
  method: 'POST',
  path: '/api/v1/auth/two-factor/confirm',
  tag: 'staff sign-in',
  summary: 'Confirm two-factor set-up',
  body: TwoFactorConfirmBodySchema,
  response: StaffSessionSchema,
});
