/** Staff sign-in (DESIGN §5): reps and group administrators. Not in the specification's call list. */
import * as z from 'zod';
import { StaffRoleSchema } from '../codes/codes';

export const SignInBodySchema = z.object({
  email: z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').email('Please enter valid email address'),
  password: z.string({ error: 'Field is required' }).min(1, 'Field is required').max(200),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const StaffSessionSchema = z.object({
  role: StaffRoleSchema,
  display_name: z.string(),
  email: z.string(),
  agent_id: z.number().nullable(),
  group_id: z.number().nullable(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** Who is signed in, or `null`: a signed-out visitor is an answer, not a failed request (no 401 in the console). */
export const StaffSessionStateSchema = z.object({ session: StaffSessionSchema.nullable() });
