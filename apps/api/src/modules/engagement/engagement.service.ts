import { chatAnswerKind, chatAnswerProblem, type AssistData } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http';
import type { PhoneVerifier } from '../../providers/phone-verifier';
import { findAgent, findGroup } from '../sites/index';
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

/**
 * assist/add: stores the answer when its question can take it (a phone question a phone number,
 * an e-mail question an address, a name question a name: chatAnswerProblem), else 400 on `answer`.
 */
export async function answerQuestion(
  db: DbOrTx,
  phones: PhoneVerifier,
  input: { deviceId: string; agentId?: number | undefined; webUrl: string; questionId: number; answer: string },
): Promise<AssistData> {
  const questions = await repo.listChatQuestions(db);
  const question = questions.find((q) => q.id === input.questionId);
  if (!question) throw badRequest('question_id', 'Unknown question');
  const kind = chatAnswerKind(question.text);
  const isPhone = kind === 'phone' && (await phones.verify(input.answer)) !== undefined;
  const problem = chatAnswerProblem(kind, input.answer, isPhone);
  if (problem) throw badRequest('answer', problem);
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
