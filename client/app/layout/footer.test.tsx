import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/constants/contact';
import { WithRouter } from '../../lib/test/router';
import { Footer } from './footer';

// spec §2 footer: the support contacts as links, and the year the page is shown in (the clock is
// set here: no test depends on today's date). Its links' targets: client/app/link-targets.test.tsx.

afterEach(() => vi.useRealTimers());

describe('the footer', () => {
  it('gives the support e-mail and phone as links, and the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T10:00:00+05:30') });
    render(
      <WithRouter>
        <Footer />
      </WithRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    const phone = within(footer).getByRole('link', { name: SUPPORT_PHONE });
    expect(phone.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(footer).toHaveTextContent('© 2031 Basera. All rights reserved.');
  });
});
