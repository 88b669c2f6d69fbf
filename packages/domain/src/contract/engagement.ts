/** Location banner leads and the Contact Rep chat (spec 000 §7 "Shell and start-up"). */
import * as z from 'zod';
import { optionalId, requiredId, requiredText } from './shell';

const DeviceIdSchema = z.string({ error: 'Field is required' }).trim().min(8, 'Invalid device id').max(64, 'Invalid device id');
const WebUrlSchema = z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(2000);

export const CheckLeadQuerySchema = z.object({ device_id: DeviceIdSchema, web_url: WebUrlSchema, agent_id: optionalId });
export const CheckLeadDataSchema = z.object({ show_banner: z.boolean() });

/** Stores the visitor's answer to the location banner: store_information 1 = Allow, 0 = Don't Allow. */
export const GetLeadQuerySchema = z.object({
  store_information: z.enum(['0', '1'], { error: 'Field is required' }),
  device_id: DeviceIdSchema,
  web_url: WebUrlSchema,
  group_id: optionalId,
  agent_id: optionalId,
});
export const LeadDataSchema = z.object({ device_id: z.string(), store_information: z.boolean(), agent_id: z.number().nullable(), group_id: z.number().nullable() });

export const AssistGetQuerySchema = z.object({ agent_id: optionalId, device_id: DeviceIdSchema, web_url: WebUrlSchema });
export const AssistAddBodySchema = z.object({
  question_id: requiredId,
  answer: requiredText.pipe(z.string().max(1000, 'Answer is too long')),
  device_id: DeviceIdSchema,
  agent_id: optionalId,
  web_url: WebUrlSchema,
});
export const ChatQuestionSchema = z.object({ id: z.number(), question: z.string() });
export const ChatAnswerSchema = z.object({
  question_id: z.number(),
  answer: z.string(),
  assistant_question: z.object({ question: z.string() }),
});
/** The next unanswered question (null when all are answered) and the answers so far, in order. */
export const AssistDataSchema = z.object({ question: ChatQuestionSchema.nullable(), answer: z.array(ChatAnswerSchema) });
export type AssistData = z.infer<typeof AssistDataSchema>;
