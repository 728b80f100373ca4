import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const query = async (path: string, input: unknown) => {
  const res = await server.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return { status: res.status, data: (res.body as { result?: { data: unknown } }).result?.data, body: res.body };
};

describe('work-address suggestions and map pins', () => {
  it('suggests curated places as the person types, best first', async () => {
    const { data } = await query('geocoding.suggest', { text: 'manyata' });
    const suggestions = (data as { suggestions: { label: string; cityId: string }[] }).suggestions;
    expect(suggestions[0]).toMatchObject({ label: 'Manyata Tech Park', cityId: 'bengaluru' });
    expect(suggestions.length).toBeLessThanOrEqual(6);
    expect(((await query('geocoding.suggest', { text: 'k' })).data as { suggestions: unknown[] }).suggestions).toEqual(
      [],
    );
  });

  it('names the place under a map pin, or says it is outside our cities', async () => {
    const inside = await query('geocoding.reverse', { lat: 19.119, lng: 72.847 });
    expect(inside.data).toMatchObject({
      place: { cityId: 'mumbai', label: expect.stringMatching(/^Near .*, Mumbai$/) },
    });
    expect((await query('geocoding.reverse', { lat: 23.5, lng: 80.5 })).data).toEqual({ place: null });
    expect((await query('geocoding.reverse', { lat: 123, lng: 0 })).status).toBe(400);
  });
});
