import { randomUUID } from 'node:crypto';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../scripts/timeline/fixtures';
import { userResponse } from '../../shared/contracts/auth';
import { botMessageResponse, chatHistoryResponse } from '../../shared/contracts/chat';
import { recommendationsResultSchema } from '../../shared/contracts/recommendations';
import { uploadResponse } from '../../shared/contracts/timeline';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { callApi, callTrpc } from './api-calls';
import { signInAs } from './sign-in';
import type { TestServer } from './test-server';

/** A person with data of every kind, and the values only their data holds. */
export interface SeededPerson {
  email: string;
  cookie: string;
  userId: string;
  analysisId: string;
  fileCid: string;
  questionId: string;
  replyId: string;
  selectionId: string;
  /** Strings found nowhere but in this person's data: another caller must never see one. */
  markers: string[];
}

/**
 * Signs a person in and gives them data through the real API, as the app would: a search (with a
 * work address of their own), a selected neighbourhood, an upload whose file is kept, and a chat
 * question. Each carries a unique value, so a reply that holds it came from this person's data.
 */
export async function seedPerson(server: TestServer, name: string): Promise<SeededPerson> {
  const tag = randomUUID().slice(0, 8);
  const email = `${name}.${tag}@example.com`;
  const cookie = await signInAs(server, email, name);
  const post = async (path: string, json: unknown) => {
    const reply = await callApi(server.url, { method: 'POST', path, json, cookie });
    if (reply.status !== 200) throw new Error(`${path} failed while seeding: ${reply.text.slice(0, 300)}`);
    return reply.body;
  };

  const profile = await callApi(server.url, { method: 'GET', path: '/api/user/profile', cookie });
  const userId = userResponse.parse(profile.body).user.id;

  const workAddress = `${name}'s desk ${tag}, Powai`;
  const preferences = commuterPreferences(workAddress, { driving: 20, transit: 15 });
  preferences.commute.coordinates = { lat: 19.1176, lng: 72.906 }; // Powai: the address is only a label
  const results = recommendationsResultSchema.parse(await post('/api/housing/recommend-housing', { preferences }));

  const selectionId = results.recommendations[0]!.id;
  const selected = await callTrpc(server.url, 'neighbourhoods.select', 'mutation', {
    input: { id: selectionId },
    cookie,
  });
  if (selected.status !== 200) throw new Error(`selection failed while seeding: ${selected.text}`);

  const workName = `${name} Works ${tag}`;
  const form = new FormData();
  form.set('keepFile', 'true');
  const file = semanticMonthJson(7, { persona: { ...DEFAULT_PERSONA, workName } });
  form.append('file', new Blob([file]), '2025_MARCH.json');
  const uploaded = await callApi(server.url, { method: 'POST', path: '/api/upload', raw: form, cookie });
  const { analysis } = uploadResponse.parse(uploaded.body);
  if (!analysis.file) throw new Error('the upload was not kept while seeding');

  const question = `Is ${name}'s street ${tag} quiet at night?`;
  const reply = botMessageResponse.parse(await post('/api/bot/message', { message: question })).reply;
  const history = await callTrpc(server.url, 'chat.history', 'query', { cookie });
  const { messages } = chatHistoryResponse.parse((history.body as { result: { data: unknown } }).result.data);
  const questionId = messages.find((m) => m.text === question)!.id;

  return {
    email,
    cookie,
    userId,
    analysisId: analysis.id,
    fileCid: analysis.file.cid,
    questionId,
    replyId: reply.id,
    selectionId,
    markers: [email, userId, workAddress, workName, question, analysis.id, analysis.file.cid, questionId, reply.id],
  };
}

/** The markers found in a reply's body. */
export const markersIn = (text: string, person: SeededPerson) => person.markers.filter((m) => text.includes(m));
