import { describe, expect, it } from 'vitest';
import { businessContactSchema, businessRegistrationSchema, normalizeIndianPhone } from './business';
import { sampleRegistration } from './business-test-data';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+91-98765-43210', '+91 98765 43210'],
    ['919876543210', '+91 98765 43210'],
    ['09876543210', '+91 98765 43210'],
    ['080 4000 1234', '+91 80400 01234'],
    ['(022) 2345 6789', '+91 22234 56789'],
    ['+91 (0)11 2345 6789', '+91 11234 56789'],
    ['0091 98765 43210', '+91 98765 43210'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });

  it.each([
    '98765 4321',
    '98765432100',
    '0987654321',
    '+1 415 555 0100',
    '+44 20 7946 0958',
    '98765-ABCDE',
    '98765+43210',
    '',
    '0000000000',
  ])('refuses %s', (input) => {
    expect(normalizeIndianPhone(input)).toBeNull();
  });
});

const good = sampleRegistration;

describe('business form schemas', () => {
  it('accepts a registration and normalises the phone', () => {
    expect(businessRegistrationSchema.parse(good)).toMatchObject({ phone: '+91 98765 43210', plan: 'premium' });
  });

  it('names each bad field with a message for people', () => {
    const result = businessRegistrationSchema.safeParse({
      ...good,
      email: 'asha@',
      phone: '12345',
      plan: 'gold',
      businessName: ' ',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      businessName: 'Enter the business name.',
      email: 'Enter a valid e-mail address, like name@business.in.',
      phone: 'Enter a 10-digit Indian phone number, like +91 98765 43210.',
      plan: 'Choose a plan.',
    });
  });

  it('asks for a message of some substance on the contact form, and refuses unknown fields', () => {
    const { plan: _plan, ...contact } = good;
    expect(businessContactSchema.safeParse({ ...contact, message: 'Hi' }).error?.issues[0]?.message).toMatch(
      /at least 10 characters/,
    );
    expect(
      businessContactSchema.safeParse({ ...contact, message: 'A city-wide co-living partnership.', admin: true })
        .success,
    ).toBe(false);
  });
});
