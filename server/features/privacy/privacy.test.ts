import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../../scripts/timeline/fixtures';
import { sampleContact } from '../../../shared/contracts/business-test-data';
import {
  CONSENT_NOTICE_VERSION,
  DELETABLE_KINDS,
  dataExportResponse,
  dataSummaryResponse,
} from '../../../shared/contracts/privacy';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { rateLimits, timelineAnalyses, userProfiles, users } from '../../db/schema';
import { addUtcMonths } from '../../lib/clock';
import { startCounterSweep } from '../../lib/db-rate-limiter';
import { callApi, callTrpc } from '../../test/api-calls';
import { type SeededPerson, seedPerson } from '../../test/seed-person';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PERSONAL_DATA } from './holders';
import { applyRetention, retentionNotices } from './retention';

// Your data: the consent an upload needs, the summary and the export, erasure by kind and of the
// whole account (proven complete by enumerating the schema), and retention.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const api = (method: 'GET' | 'POST' | 'DELETE', path: string, cookie: string, json?: unknown) =>
  callApi(server.url, { method, path, cookie, json });

function uploadForm(keep = true) {
  const form = new FormData();
  if (keep) form.set('keepFile', 'true');
  form.append('file', new Blob([semanticMonthJson(7, { persona: DEFAULT_PERSONA })]), '2025_MARCH.json');
  return form;
}
const upload = (cookie: string) =>
  callApi(server.url, { method: 'POST', path: '/api/upload', raw: uploadForm(), cookie });

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table, as text, that mentions one of `needles` (the schema enumerated, not listed). */
async function rowsMentioning(needles: string[]): Promise<{ table: string; column: string; rows: number }[]> {
  const columns = await query<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('uuid', 'text', 'character varying', 'json', 'jsonb')`);
  const found: { table: string; column: string; rows: number }[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const [result] = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where lower(${sql.identifier(column_name)}::text) like ${`%${needle.toLowerCase()}%`}`,
      );
      const rows = result?.n ?? 0;
      if (rows > 0) found.push({ table: table_name, column: column_name, rows });
    }
  }
  return found;
}

/** The tables with a column naming a person (user_id or a foreign key to users): each must be erased. */
async function personTables(): Promise<string[]> {
  const tables = await query<{ table_name: string }>(sql`
    select distinct c.table_name from information_schema.columns c
    where c.table_schema = 'public' and c.column_name = 'user_id'`);
  return tables.map((r) => r.table_name).sort();
}

/** The tables the features say hold a person's data (holders.ts), each named once. */
const declaredTables = () => PERSONAL_DATA.flatMap((holder) => holder.tables.map((table) => getTableName(table)));

describe('consent before an upload', () => {
  it('refuses an upload until the person accepts the current notice, and records when they did', async () => {
    const cookie = await signInAs(server, 'consent.one@example.com', 'Consent One', { consent: false });
    const refused = await upload(cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringMatching(/agree to it before uploading/),
    });
    const stale = await api('POST', '/api/me/consent', cookie, { noticeVersion: '2020-01-01' });
    expect(stale.status).toBe(400);
    expect((await upload(cookie)).status).toBe(409);
    const before = Date.now();
    expect((await api('POST', '/api/me/consent', cookie, { noticeVersion: CONSENT_NOTICE_VERSION })).status).toBe(200);
    const summary = dataSummaryResponse.parse((await api('GET', '/api/me/data/summary', cookie)).body);
    expect(summary.consent).toMatchObject({ noticeVersion: CONSENT_NOTICE_VERSION, withdrawnAt: null });
    expect(Date.parse(summary.consent!.givenAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await upload(cookie)).status).toBe(200);
  });

  it('withdrawing deletes every analysis and kept file, and the next upload asks again', async () => {
    const person = await seedPerson(server, 'Withdrawn');
    expect(await server.services.fileStore.get(person.fileCid)).not.toBeNull();
    expect((await api('DELETE', '/api/me/consent', person.cookie)).status).toBe(200);
    expect(await server.services.fileStore.get(person.fileCid)).toBeNull();
    const summary = dataSummaryResponse.parse((await api('GET', '/api/me/data/summary', person.cookie)).body);
    expect(summary.kinds.find((k) => k.kind === 'analyses')?.count).toBe(0);
    expect(summary.consent?.withdrawnAt).not.toBeNull();
    expect((await upload(person.cookie)).status).toBe(409);
  });
});

describe('what we hold, and the download', () => {
  it('counts each kind with its date, and exports only the caller’s own data', async () => {
    const a = await seedPerson(server, 'Exporter');
    const b = await seedPerson(server, 'Bystander');
    const summary = dataSummaryResponse.parse((await api('GET', '/api/me/data/summary', a.cookie)).body);
    const counts = Object.fromEntries(summary.kinds.map((k) => [k.kind, k.count]));
    // The analysis and the persona the upload set; the question and its answer.
    expect(counts).toMatchObject({ account: 1, analyses: 2, keptFiles: 1, selection: 1, chat: 2 });
    expect(counts.searches).toBeGreaterThanOrEqual(1);
    for (const kind of summary.kinds) if (kind.count > 0) expect(kind.latest).not.toBeNull();
    const exported = await api('GET', '/api/me/data', a.cookie);
    const data = dataExportResponse.parse(exported.body);
    expect(data.account.email).toBe(a.email.toLowerCase());
    expect(data.analyses[0]?.keptFile?.download).toBe(`/api/timeline/analyses/${a.analysisId}/file`);
    const text = exported.text.toLowerCase();
    for (const marker of [a.email, a.userId, a.analysisId, a.fileCid, a.selectionId]) {
      expect(text).toContain(marker.toLowerCase());
    }
    expect(text).toContain(`is ${a.email.split('.')[0]!.toLowerCase()}'s street`);
    for (const marker of b.markers) expect(text).not.toContain(marker.toLowerCase());
    // The kept file itself, from the address the export gives.
    const file = await callApi(server.url, {
      method: 'GET',
      path: data.analyses[0]!.keptFile!.download,
      cookie: a.cookie,
    });
    expect(file.status).toBe(200);
  });

  it('deletes each kind on its own, and nothing else', async () => {
    const person = await seedPerson(server, 'Tidy');
    for (const kind of DELETABLE_KINDS) {
      expect((await api('POST', '/api/me/data/delete', person.cookie, { kind })).status).toBe(200);
      const summary = dataSummaryResponse.parse((await api('GET', '/api/me/data/summary', person.cookie)).body);
      expect(summary.kinds.find((k) => k.kind === kind)?.count, kind).toBe(0);
      expect(summary.kinds.find((k) => k.kind === 'account')?.count).toBe(1);
    }
    expect(await server.services.fileStore.get(person.fileCid)).toBeNull();
    const refused = await api('POST', '/api/me/data/delete', person.cookie, { kind: 'account' });
    expect(refused.status).toBe(400);
  });

  it('saves a search made again after the searches were deleted', async () => {
    const person = await signInAs(server, 'again@example.com', 'Again');
    const preferences = commuterPreferences('Again’s desk, Powai', { driving: 20, transit: 15 });
    const searches = async () =>
      dataSummaryResponse
        .parse((await api('GET', '/api/me/data/summary', person)).body)
        .kinds.find((k) => k.kind === 'searches')?.count;
    expect((await api('POST', '/api/housing/recommend-housing', person, { preferences })).status).toBe(200);
    expect(await searches()).toBe(1);
    expect((await api('POST', '/api/me/data/delete', person, { kind: 'searches' })).status).toBe(200);
    expect(await searches()).toBe(0);
    // The same search again, within the finder's memo of what is stored: written, not skipped as unchanged.
    expect((await api('POST', '/api/housing/recommend-housing', person, { preferences })).status).toBe(200);
    expect(await searches()).toBe(1);
  });
});

describe('delete my account', () => {
  async function seedEverything(name: string): Promise<SeededPerson> {
    // seedPerson's upload also sets the persona (user_profiles); the form saved on its own is the
    // preferences row (user_preferences), beside the search.
    const person = await seedPerson(server, name);
    const form = commuterPreferences(`${name}'s desk, Powai`, { driving: 20, transit: 15 });
    expect((await api('POST', '/api/housing/recommend-housing', person.cookie, form)).status).toBe(200);
    const enquiry = await callTrpc(server.url, 'business.contact', 'mutation', {
      input: { ...sampleContact, email: person.email.toUpperCase() },
    });
    expect(enquiry.status).toBe(200);
    return person;
  }

  it('refuses without the typed confirmation, and changes nothing', async () => {
    const person = await seedPerson(server, 'Hesitant');
    const refused = await api('DELETE', '/api/me', person.cookie, { confirmation: 'delete' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Type DELETE to confirm.');
    expect((await api('GET', '/api/user/profile', person.cookie)).status).toBe(200);
    expect(await server.services.fileStore.get(person.fileCid)).not.toBeNull();
  });

  it('erases every row and file tied to the person, ends their sessions, and leaves another person whole', async () => {
    const gone = await seedEverything('Leaving');
    const stays = await seedEverything('Staying');
    const [row] = await server.database.db.select().from(users).where(sql`${users.id} = ${gone.userId}`);
    const needles = [gone.userId, row!.firebaseUid, gone.email];
    // The fixture touches every table that names a person: a new one fails here until it is seeded
    // (and then erased).
    for (const table of await personTables()) {
      const [result] = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${gone.userId}`,
      );
      expect(result?.n ?? 0, `${table} holds nothing of the person before: seed it`).toBeGreaterThan(0);
    }
    const found = await rowsMentioning(needles);
    // Every table the person's id, uid or e-mail is in is one a feature holds, erases and exports
    // (server/lib/personal-data.ts): a new table with a person's data and no holder fails here.
    const holding = [...new Set([...found.map((f) => f.table), ...(await personTables())])].sort();
    expect(holding, 'tables holding the person, against the tables the features declare').toEqual(
      [...declaredTables()].sort(),
    );
    expect(new Set(declaredTables()).size, 'each table has one holder').toBe(declaredTables().length);
    const stayingBefore = await rowsMentioning([stays.userId, stays.email]);

    const deleted = await api('DELETE', '/api/me', gone.cookie, { confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toContain('"success":true');

    expect(await rowsMentioning(needles)).toEqual([]);
    expect(await server.services.fileStore.get(gone.fileCid)).toBeNull();
    expect((await api('GET', '/api/user/profile', gone.cookie)).status).toBe(401);
    // The Auth emulator's account went too: deleting it again finds nothing.
    expect(await server.services.identity.deleteUser(row!.firebaseUid)).toEqual({ outcome: 'absent' });
    // The other person: every row and file as before.
    expect(await rowsMentioning([stays.userId, stays.email])).toEqual(stayingBefore);
    expect(await server.services.fileStore.get(stays.fileCid)).not.toBeNull();
    expect((await api('GET', '/api/user/profile', stays.cookie)).status).toBe(200);
  });
});

describe('retention', () => {
  const settings = { keptFileMonths: 12, inactiveMonths: 24, noticeDays: 30 };
  const deps = () => server.services;
  const userRow = async (id: string) =>
    (await server.database.db.select().from(users).where(sql`${users.id} = ${id}`))[0]!;

  it('tells the person a month ahead, then deletes a kept file after 12 months and keeps the analysis', async () => {
    const person = await seedPerson(server, 'Keeper');
    const row = await userRow(person.userId);
    const uploadedAt = new Date();
    const early = await retentionNotices(server.database.db, row, settings, addUtcMonths(uploadedAt, 10));
    expect(early).toEqual([]);
    const soon = await retentionNotices(
      server.database.db,
      row,
      settings,
      new Date(addUtcMonths(uploadedAt, 12).getTime() - 10 * 86_400_000),
    );
    expect(soon).toEqual([
      expect.objectContaining({
        kind: 'keptFile',
        analysisId: person.analysisId,
        text: expect.stringMatching(/will be deleted on/),
      }),
    ]);
    await applyRetention(deps(), settings, addUtcMonths(uploadedAt, 11));
    expect(await server.services.fileStore.get(person.fileCid)).not.toBeNull();
    await applyRetention(deps(), settings, new Date(addUtcMonths(uploadedAt, 12).getTime() + 86_400_000));
    expect(await server.services.fileStore.get(person.fileCid)).toBeNull();
    const [analysis] = await server.database.db
      .select()
      .from(timelineAnalyses)
      .where(sql`${timelineAnalyses.id} = ${person.analysisId}`);
    expect(analysis?.fileCid).toBeNull();
    expect(analysis?.analysis.file ?? null).toBeNull();
  });

  it('removes the analyses and persona of an account unused for 24 months, not of one in use', async () => {
    const idle = await seedPerson(server, 'Idle');
    const active = await seedPerson(server, 'Active');
    await server.database.db
      .update(users)
      .set({ lastLoginAt: addUtcMonths(new Date(), -25) })
      .where(sql`${users.id} = ${idle.userId}`);
    await applyRetention(deps(), settings, new Date());
    const left = await server.database.db.select({ user: timelineAnalyses.userId }).from(timelineAnalyses);
    expect(left.map((r) => r.user)).not.toContain(idle.userId);
    expect(left.map((r) => r.user)).toContain(active.userId);
    const personas = await server.database.db.select({ user: userProfiles.userId }).from(userProfiles);
    expect(personas.map((r) => r.user)).not.toContain(idle.userId);
    expect(personas.map((r) => r.user)).toContain(active.userId);
  });
});

describe('rate-limit counters', () => {
  it('hold the person’s id until their window has ended and the sweep has run, then nothing of it stays', async () => {
    const person = await seedPerson(server, 'Counted');
    const subjects = async () =>
      (await server.database.db.select({ subject: rateLimits.subject }).from(rateLimits)).map((r) => r.subject);
    // The upload and the question counted against the person, by id.
    expect(await subjects()).toContain(person.userId);
    const windowMs = Math.max(
      server.services.config.rateLimits.chatPerUser.windowMs,
      server.services.config.rateLimits.uploadsPerUser.windowMs,
    );
    let ahead = 0;
    const clock = { now: () => new Date(Date.now() + ahead) };
    const sweep = startCounterSweep({ db: server.services.db, logger: server.services.logger, clock }, 0);
    // Before the window has ended, the sweep leaves the counter; once it has, it goes.
    expect(await sweep.run()).not.toBeNull();
    expect(await subjects()).toContain(person.userId);
    ahead = windowMs;
    expect(await sweep.run()).toBeGreaterThan(0);
    expect(await subjects()).not.toContain(person.userId);
    expect(await rowsMentioning([person.userId])).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ table: 'rate_limits' })]),
    );
  });
});
