import { describe, expect, it } from 'vitest';
import { formatOpeningHours, phoneLinks } from './place-contact';

describe("a place's opening hours", () => {
  it.each([
    ['Mo-Su 07:00-22:00', 'Daily 07:00–22:00'],
    ['Mo-Sa 09:00-21:00; Su off', 'Mon–Sat 09:00–21:00; Sun closed'],
    ['Mo-Fr 08:00-12:00,13:00-17:30;Sa 10:00-14:00', 'Mon–Fri 08:00–12:00,13:00–17:30; Sat 10:00–14:00'],
    ['24/7', 'Open 24 hours'],
    ['Tu-Su 18:00-02:00; PH closed', 'Tue–Sun 18:00–02:00; public holidays closed'],
    ['sunrise-sunset', 'sunrise-sunset'],
  ])('%s → %s', (hours, shown) => {
    expect(formatOpeningHours(hours)).toBe(shown);
  });
});

describe("a place's phone", () => {
  it('links each number to tel: with its digits and a leading +', () => {
    expect(phoneLinks('+91 20 2553 1234; +91-98220-12345')).toEqual([
      { text: '+91 20 2553 1234', href: 'tel:+912025531234' },
      { text: '+91-98220-12345', href: 'tel:+919822012345' },
    ]);
  });

  it('leaves out what is not a number', () => {
    expect(phoneLinks('ask at the desk')).toEqual([]);
  });
});
