import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semanticMonthJson } from '../../../scripts/timeline/fixtures';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { userProfiles, users } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// A history too thin to say who someone is leaves the person's persona as it was.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'thin@example.com');
});
afterAll(() => server?.close());

async function upload(name: string, content: string): Promise<TimelineAnalysis> {
  const form = new FormData();
  form.set('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(200);
  return (JSON.parse(text) as { analysis: TimelineAnalysis }).analysis;
}

async function profilePersona() {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.email, 'thin@example.com'));
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
  return profile?.persona;
}

describe('a thin history', () => {
  it('says so and does not change the persona', async () => {
    await upload('2025_MARCH.json', semanticMonthJson(28));
    // The persona the person has now (as if from the finder's answers), which no thin file can tell.
    const { db } = server.database;
    const [user] = await db.select().from(users).where(eq(users.email, 'thin@example.com'));
    await db.update(userProfiles).set({ persona: 'family' }).where(eq(userProfiles.userId, user!.id));
    expect(await profilePersona()).toBe('family');

    const oneVisit = JSON.stringify({
      timelineObjects: [
        {
          placeVisit: {
            location: { latitudeE7: 129352000, longitudeE7: 776245000 },
            duration: { startTimestamp: '2025-04-02T10:00:00Z', endTimestamp: '2025-04-02T10:15:00Z' },
          },
        },
      ],
    });
    const thin = await upload('2025_APRIL.json', oneVisit);
    expect(thin.analysisResults.activity_patterns[0]).toMatch(/^Too little history/);
    expect(thin.outcome.lifestyleKeys).toEqual([]);
    expect(thin.persona).toBe('family');
    expect(await profilePersona()).toBe('family');
  });
});
