import type { AssistData } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http';
import { findAgent, findGroup } from '../sites/sites.repository';
import * as repo from './engagement.repository';

/** The banner shows until the device has answered it once. */
export async function shouldShowLocationBanner(db: DbOrTx, deviceId: string) {
  return { show_banner: (await repo.findLatestLead(db, deviceId)) === undefined };
}

export async function storeLead(
  db: DbOrTx,
  lead: { deviceId: string; webUrl: string; storeInformation: boolean; agentId?: number | undefined; groupId?: number | undefined },
) {
  const agentId = lead.agentId && (await findAgent(db, lead.agentId)) ? lead.agentId : null;
  const groupId = lead.groupId && (await findGroup(db, lead.groupId)) ? lead.groupId : null;
  const row = await repo.insertLead(db, {
    deviceId: lead.deviceId,
    webUrl: lead.webUrl,
    storeInformation: lead.storeInformation,
    agentId,
    groupId,
  });
  return { device_id: row.deviceId, store_information: row.storeInformation, agent_id: row.agentId, group_id: row.groupId };
}

export async function getConversation(db: DbOrTx, deviceId: string): Promise<AssistData> {
  const [questions, answers] = await Promise.all([repo.listChatQuestions(db), repo.listChatAnswers(db, deviceId)]);
  const answered = new Map(answers.map((a) => [a.questionId, a.answer]));
  const next = questions.find((q) => !answered.has(q.id));
  return {
    question: next ? { id: next.id, question: next.text } : null,
    answer: questions
      .filter((q) => answered.has(q.id))
      .map((q) => ({ question_id: q.id, answer: answered.get(q.id)!, assistant_question: { question: q.text } })),
  };
}

export async function answerQuestion(
  db: DbOrTx,
  input: { deviceId: string; agentId?: number | undefined; webUrl: string; questionId: number; answer: string },
): Promise<AssistData> {
  const questions = await repo.listChatQuestions(db);
  if (!questions.some((q) => q.id === input.questionId)) throw badRequest('question_id', 'Unknown question');
  const agentId = input.agentId && (await findAgent(db, input.agentId)) ? input.agentId : null;
  await repo.saveChatAnswer(db, {
    deviceId: input.deviceId,
    agentId,
    webUrl: input.webUrl,
    questionId: input.questionId,
    answer: input.answer,
  });
  return getConversation(db, input.deviceId);
}
