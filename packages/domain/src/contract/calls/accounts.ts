/** The accounts calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import * as z from 'zod';
import { defineCall } from '../define-call';
import { SignInBodySchema, StaffSessionSchema, StaffSessionStateSchema } from '../accounts';

export const AuthSignInCall = defineCall({
  method: 'POST',
  path: '/api/v1/auth/sign-in',
  tag: 'staff sign-in',
  summary: 'Sign in',
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
