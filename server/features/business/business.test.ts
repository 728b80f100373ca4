import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContact, sampleRegistration } from '../../../shared/contracts/business-test-data';
import { businessEnquiries } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/test-server';
import { listEnquiries } from './enquiry-store';

// The business forms' API: validation with the shared schema, the city list, storage, the
// honeypot and the per-address rate limit, counted in the database: a second instance on the same
// database shares the count. Behind one trusted proxy (TRUST_PROXY=true), the address the proxy
// appends to X-Forwarded-For counts, so each test can speak from its own address.

let server: TestServer;
let secondInstance: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  secondInstance = await startTestServer({ TRUST_PROXY: 'true' }, { database: server.database });
});
afterAll(async () => {
  await secondInstance?.close();
  await server?.close();
});

const registration = sampleRegistration;
const contact = sampleContact;

let address = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });
const send = (procedure: 'register' | 'contact', body: unknown, headers = from(), instance = server) =>
  instance.request(`/trpc/business.${procedure}`, { body, headers });
const rows = () => server.database.db.select().from(businessEnquiries);

describe('business enquiries', () => {
  it('stores a registration with a normalised phone and answers with a reference', async () => {
    const res = await send('register', registration);
    expect(res.status).toBe(200);
    const { reference } = (res.body as { result: { data: { reference: string } } }).result.data;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const [row] = (await listEnquiries(server.database.db, { kind: 'register' })).filter(
      (r) => r.businessName === registration.businessName,
    );
    expect(row).toMatchObject({ cityId: 'bengaluru', phone: '+91 98765 43210', plan: 'premium', message: null });
    expect(row!.id.slice(0, 8).toUpperCase()).toBe(reference);
  });

  it('stores a contact message', async () => {
    expect((await send('contact', contact)).status).toBe(200);
    const [row] = await listEnquiries(server.database.db, { kind: 'contact' });
    expect(row).toMatchObject({ kind: 'contact', cityId: 'mumbai', plan: null, message: contact.message });
  });

  it.each([
    ['a bad phone', { ...registration, phone: '12345' }, /phone: Enter a 10-digit Indian phone number/],
    ['a bad e-mail', { ...registration, email: 'asha@' }, /email: Enter a valid e-mail address/],
    ['an unknown plan', { ...registration, plan: 'gold' }, /plan: Choose a plan/],
    ['a city we do not cover', { ...registration, city: 'atlantis' }, /city: Choose your city from the list/],
    ['an unknown field', { ...registration, verified: true }, /verified/],
  ])('refuses %s with a field message and stores nothing', async (_name, body, message) => {
    const before = (await rows()).length;
    const res = await send('register', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect((await rows()).length).toBe(before);
  });

  it('sends the refused fields in the tRPC error data, for the form to place them', async () => {
    const res = await send('register', { ...registration, city: 'atlantis', phone: '12345' });
    expect(res.body).toMatchObject({
      error: { data: { appCode: 'BAD_REQUEST', fields: { phone: expect.any(String) } } },
    });
    const city = await send('register', { ...registration, city: 'atlantis' });
    expect(city.body).toMatchObject({ error: { data: { fields: { city: 'Choose your city from the list.' } } } });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await rows()).length;
    const res = await send('contact', { ...contact, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect((await rows()).length).toBe(before);
  });

  it('accepts five enquiries from one address (RATE_LIMIT_ENQUIRIES_PER_IP), whichever instance gets them, then asks it to wait', async () => {
    const limit = server.services.config.rateLimits.enquiriesPerIp;
    expect(limit).toEqual({ limit: 5, windowMs: 15 * 60_000 }); // the defaults
    // The limit counts in fixed windows of a quarter hour: the test must not straddle two of them.
    const left = limit.windowMs - (Date.now() % limit.windowMs);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const one = from();
    for (let i = 0; i < limit.limit; i++) {
      const instance = i % 2 ? secondInstance : server;
      expect((await send('contact', { ...contact, businessName: `Business ${i}` }, one, instance)).status).toBe(200);
    }
    const before = (await rows()).length;
    for (const instance of [server, secondInstance]) {
      const res = await send('contact', contact, one, instance);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error: { data: { appCode: 'TOO_MANY_REQUESTS' } } });
      expect(JSON.stringify(res.body)).toMatch(
        /We have received several enquiries from your network just now\. Please try again in \d+ (minutes|seconds)\./,
      );
    }
    expect((await rows()).length).toBe(before);
    expect((await send('contact', contact)).status).toBe(200); // another address is unaffected
    // Addresses the client writes itself (left of the one the proxy appended) are not believed.
    const spoofed = { 'x-forwarded-for': `198.51.100.7, ${one['x-forwarded-for']}` };
    expect((await send('contact', contact, spoofed)).status).toBe(429);
  }, 40_000);

  it('lists the curated cities, New Delhi first, with their neighbourhood counts', async () => {
    const res = await server.request('/trpc/cities.list');
    const { cities } = (res.body as { result: { data: { cities: { id: string; localities: number }[] } } }).result.data;
    expect(cities.length).toBe(server.services.dataset.cities.length);
    expect(cities[0]?.id).toBe('new-delhi');
    expect(cities.find((c) => c.id === 'mumbai')?.localities).toBe(
      server.services.dataset.localities.filter((l) => l.city === 'mumbai').length,
    );
  });
});
