/** Server field metadata (spec 001 §2, DESIGN §3 "Form fields"): each wizard form renders from it. */
import * as z from 'zod';

export const FormFieldSchema = z.object({
  field_name: z.string(),
  /** The saved or prefilled value, as the wire carries it. */
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  required: z.boolean(),
  read_only: z.boolean(),
  /** Dependent fields also carry the server's check of the value (spec 001 §3). */
  error: z.boolean().optional(),
  message: z.string().optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormFieldsSchema = z.array(FormFieldSchema);
