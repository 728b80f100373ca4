import { tracked } from '@trpc/server';
import { CHAT_ERRORS } from '../../../shared/constants/assistant';
import type { ChatAskInput, ChatChunk } from '../../../shared/contracts/chat';
import { perOwner } from '../../../shared/domain/per-owner';
import { AppError } from '../../errors/app-error';
import { rateLimitKey } from '../../lib/client-address';
import { tooManyRequests } from '../../lib/enforce-rate-limit';
import type { Services } from '../../services';
import { openAsk } from './ask-gate';
import { type ChatProfile, loadChatProfile } from './chat-profile';
import { deleteQuestion, findQuestion, findReply, finishReply, recentTurns, saveReplyText } from './chat-store';
import { answerLocally, piecesOf } from './local/local-assistant';
import { buildModelRequest } from './model/build-model-prompt';
import { follow, type ReplyJob, type ReplyJobs, startJob } from './reply-jobs';

// One question, one streamed reply (spec §4 Chat): stored with the question, written by the local
// assistant or the model (the local one standing in when the model fails), and followed piece by
// piece. Each piece is a tracked event "<reply id>:<end offset>", so a client that reconnects with
// the last id it saw continues exactly where it stopped.

type User = { id: string; displayName: string | null };

const LOCAL = 'local';

/** Each server instance's own replies in progress (tests run several instances in one process). */
const jobsOf = perOwner((_services: Services): ReplyJobs => new Map());

/** The offset a `lastEventId` of this reply points at; 0 for another reply's id or none. */
function resumeOffset(lastEventId: string | null | undefined, replyId: string): number {
  if (!lastEventId?.startsWith(`${replyId}:`)) return 0;
  const offset = Number.parseInt(lastEventId.slice(replyId.length + 1), 10);
  return Number.isFinite(offset) && offset > 0 ? offset : 0;
}

/** `clientIp`: the asker's address, for the per-address limit (TRUST_PROXY aware, see trpc/context.ts). */
export async function* askAssistant(
  services: Services,
  user: User,
  input: ChatAskInput,
  signal?: AbortSignal,
  clientIp = 'unknown',
) {
  const reply = await replyFor(services, user, input, clientIp);
  const offset = resumeOffset(input.lastEventId, reply.id);
  const chunk = (text: string, done: boolean, job?: ReplyJob): ChatChunk => ({
    messageId: reply.id,
    replyTo: input.id,
    text,
    done,
    writer: job?.writer ?? reply.writer,
    notice: job?.notice ?? null,
  });

  const job = jobsOf(services).get(reply.id);
  if (job) {
    let end = offset;
    for await (const piece of follow(job, offset, signal)) {
      end = piece.end;
      yield tracked(`${reply.id}:${end}`, chunk(piece.text, false, job));
    }
    if (!signal?.aborted) yield tracked(`${reply.id}:${end}:done`, chunk('', true, job));
    return;
  }
  // Being written by another instance (or already written): its text as stored, from the offset
  // on, until it is finished. The writer saves its text as it goes (saveProgress).
  yield* followStored(services, user, input.id, reply.id, offset, signal, chunk);
}

const POLL_MS = 200;
/** A reply whose stored text has not grown for this long was left by a process that stopped. */
const STALLED_MS = 30_000;

async function* followStored(
  services: Services,
  user: User,
  questionId: string,
  replyId: string,
  offset: number,
  signal: AbortSignal | undefined,
  chunk: (text: string, done: boolean) => ChatChunk,
) {
  let at = offset;
  let grewAt = Date.now();
  while (!signal?.aborted) {
    const stored = await findReply(services.db, user.id, questionId);
    if (!stored) return;
    if (stored.text.length > at) {
      const piece = stored.text.slice(at);
      at = stored.text.length;
      grewAt = Date.now();
      const done = stored.status !== 'streaming';
      yield tracked(`${replyId}:${at}${done ? ':done' : ''}`, { ...chunk(piece, done), writer: stored.writer });
      if (done) return;
    }
    if (stored.status !== 'streaming') {
      yield tracked(`${replyId}:${at}:done`, { ...chunk('', true), writer: stored.writer });
      return;
    }
    if (Date.now() - grewAt > STALLED_MS) {
      const notice = `${at ? '\n\n' : ''}_${CHAT_ERRORS.cannotProcess}_`;
      await finishReply(services.db, user.id, replyId, {
        text: stored.text + notice,
        status: 'failed',
        writer: stored.writer ?? LOCAL,
      });
      yield tracked(`${replyId}:${at + notice.length}:done`, { ...chunk(notice, true), writer: stored.writer });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The reply to this question: the one under way or written (a reconnect), or a new one. */
async function replyFor(services: Services, user: User, input: ChatAskInput, clientIp: string) {
  // The person's profile is read while the question goes in: each step here is a round trip to the
  // database, and under load every one of them waits its turn, so the first words come sooner when
  // they overlap (docs/DEPLOY.md: first chunk p95).
  const profile = loadChatProfile(services, user);
  profile.catch(() => {}); // a resent or refused question never reads it; writeReply reports its failure
  const writer = services.llm?.label ?? LOCAL;
  const { chatPerUser, chatPerIp } = services.config.rateLimits;
  const limits = [
    { name: 'chat-user', rule: chatPerUser, subject: user.id, message: PER_PERSON },
    // Many accounts from one address (a script) are held to a generous per-address limit too.
    { name: 'chat-ip', rule: chatPerIp, subject: rateLimitKey(clientIp), message: PER_ADDRESS },
  ];
  const gate = await openAsk(
    services.db,
    user.id,
    { id: input.id, text: input.text },
    limits,
    writer,
    services.clock.now().getTime(),
  );
  if (gate.kind === 'resent') {
    const asked = await findQuestion(services.db, input.id);
    if (asked?.userId !== user.id) throw new AppError('NOT_FOUND', 'No such message.');
    const reply = await findReply(services.db, user.id, input.id);
    if (reply) return reply;
    throw new AppError('CONFLICT', 'This message is already being answered.');
  }
  if (gate.kind === 'refused') {
    // Refused: the question is taken back, so nothing of it stays.
    await deleteQuestion(services.db, user.id, input.id);
    throw tooManyRequests(gate.retryAfterMs, limits[gate.refused]!.message);
  }
  const { reply } = gate;
  startJob(
    jobsOf(services),
    reply.id,
    writer,
    (job) => saveProgress(services, user, reply.id, job, writeReply(services, user, input, job, profile)),
    (job) =>
      finishReply(services.db, user.id, reply.id, {
        text: job.text,
        status: job.failed ? 'failed' : 'complete',
        writer: job.writer,
      }),
  );
  return reply;
}

const PER_PERSON = (wait: string) => `You're asking faster than I can keep up. Please wait ${wait} and try again.`;
const PER_ADDRESS = (wait: string) =>
  `Many questions are coming from your network just now. Please wait ${wait} and try again.`;

async function* writeReply(
  services: Services,
  user: User,
  input: ChatAskInput,
  job: ReplyJob,
  profileRead: Promise<ChatProfile>,
): AsyncGenerator<string> {
  const { signal } = job.abort;
  try {
    const profile = await profileRead;
    const local = await answerLocally(services, profile, input.text);
    if (!services.llm) {
      yield* piecesOf(local.text);
      return;
    }
    let wrote = false;
    try {
      const conversation = (await recentTurns(services.db, user.id)).filter((m) => m.id !== input.id);
      const request = buildModelRequest(profile, conversation, input.text, local.text);
      const model = new AbortController();
      signal.addEventListener('abort', () => model.abort(), { once: true });
      const stream = services.llm.streamChat({ ...request, signal: model.signal });
      for await (const piece of withFirstPieceTimeout(stream, services.config.llm.timeoutMs, () => model.abort())) {
        wrote = true;
        yield piece;
      }
      if (!wrote) throw new Error('the model replied with no text');
    } catch (error) {
      if (signal.aborted) throw error;
      services.logger.warn({ err: error }, 'chat: the model failed; the local assistant answers');
      job.writer = LOCAL;
      job.notice = CHAT_ERRORS.cannotConnect;
      yield `${wrote ? '\n\n---\n\n' : ''}_${CHAT_ERRORS.cannotConnect}_ Here is what I can tell you from Basera's own data:\n\n`;
      yield* piecesOf(local.text);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    services.logger.error({ err: error }, 'chat: no reply could be written');
    yield `_${CHAT_ERRORS.cannotProcess}_`;
    throw error;
  }
}

const SAVE_EVERY_MS = 250;

/**
 * Passes the pieces on, saving the text written so far every quarter second: another instance
 * that a reconnecting browser reaches follows the reply from the database (followStored).
 */
async function* saveProgress(
  services: Services,
  user: User,
  replyId: string,
  job: ReplyJob,
  pieces: AsyncIterable<string>,
) {
  let savedAt = Date.now();
  for await (const piece of pieces) {
    yield piece;
    if (Date.now() - savedAt >= SAVE_EVERY_MS) {
      savedAt = Date.now();
      // The job appended the piece before asking for the next one: job.text is all written so far.
      await saveReplyText(services.db, user.id, replyId, job.text);
    }
  }
}

/** Gives up (and calls `stop`) when the first piece takes longer than `ms`: a model that never starts. */
async function* withFirstPieceTimeout(
  pieces: AsyncIterable<string>,
  ms: number,
  stop: () => void,
): AsyncGenerator<string> {
  const iterator = pieces[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop();
      reject(new Error(`no reply within ${ms} ms`));
    }, ms);
  });
  try {
    const first = await Promise.race([iterator.next(), timeout]);
    clearTimeout(timer);
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  } finally {
    clearTimeout(timer);
    // Not awaited: after a timeout the model's call may still be settling its abort.
    iterator.return?.()?.catch(() => {});
  }
}
