// Replies being written by this instance (one registry per server's Services): each keeps the text so far, so that a subscriber who
// reconnects (tracked event ids) continues from where it stopped. A reply nobody follows for a while
// is stopped (the person closed the page); a finished one is in the database.

const ABANDON_AFTER_MS = 10_000;

export interface ReplyJob {
  text: string;
  /** Where each written piece ends in `text`: followers get the reply piece by piece. */
  ends: number[];
  done: boolean;
  failed: boolean;
  /** Who is writing it ('local', or a model's label), and a notice for the reader when a model failed. */
  writer: string;
  notice: string | null;
  /** Wakes the followers waiting for more text. */
  changed: Set<() => void>;
  followers: number;
  abort: AbortController;
  abandonTimer?: NodeJS.Timeout;
}

/** The replies one server instance is writing, by reply id. */
export type ReplyJobs = Map<string, ReplyJob>;

/**
 * Starts writing a reply from `produce`'s pieces (it stops when `job.abort` fires); `finish` stores
 * the result (complete, or failed with what was written) and runs once.
 */
export function startJob(
  jobs: ReplyJobs,
  replyId: string,
  writer: string,
  produce: (job: ReplyJob) => AsyncIterable<string>,
  finish: (job: ReplyJob) => Promise<void>,
): ReplyJob {
  const job: ReplyJob = {
    text: '',
    ends: [],
    done: false,
    failed: false,
    writer,
    notice: null,
    changed: new Set(),
    followers: 0,
    abort: new AbortController(),
  };
  jobs.set(replyId, job);
  const wake = () => {
    for (const listener of job.changed) listener();
  };
  void (async () => {
    try {
      for await (const piece of produce(job)) {
        if (!piece) continue;
        job.text += piece;
        job.ends.push(job.text.length);
        wake();
      }
    } catch {
      job.failed = true;
    }
    try {
      await finish(job);
    } finally {
      job.done = true;
      wake();
      // Kept a moment for followers reconnecting now; the database has it afterwards.
      setTimeout(() => jobs.delete(replyId), 30_000).unref();
    }
  })();
  return job;
}

/**
 * The job's text from `offset` on, piece by piece as it is written, until it is done or `signal`
 * aborts. Following counts as interest: when the last follower leaves, the job is stopped after a
 * grace period unless someone comes back.
 */
export async function* follow(
  job: ReplyJob,
  offset: number,
  signal?: AbortSignal,
): AsyncGenerator<{ text: string; end: number }> {
  job.followers++;
  clearTimeout(job.abandonTimer);
  let at = offset;
  try {
    while (!signal?.aborted) {
      const end = job.ends.find((e) => e > at);
      if (end !== undefined) {
        yield { text: job.text.slice(at, end), end };
        at = end;
        continue;
      }
      if (job.done) return;
      await new Promise<void>((resolve) => {
        const wake = () => {
          job.changed.delete(wake);
          signal?.removeEventListener('abort', wake);
          resolve();
        };
        job.changed.add(wake);
        signal?.addEventListener('abort', wake, { once: true });
      });
    }
  } finally {
    job.followers--;
    if (job.followers === 0 && !job.done) {
      job.abandonTimer = setTimeout(() => job.abort.abort(), ABANDON_AFTER_MS);
      job.abandonTimer.unref();
    }
  }
}
