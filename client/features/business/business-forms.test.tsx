import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessContactSchema, businessRegistrationSchema } from '../../../shared/contracts/business';
import { TEST_CITIES } from '../../lib/test/cities';
import { fill, refusal, renderWithProviders } from '../../lib/test/render';
import { ContactForm } from './contact-form';
import { RegisterForm } from './register-form';

// The business forms (SUPPLEMENT.md): each bad field named under it, focus on the first, a
// confirmation with the server's reference replacing the form, and markup shown as typed. The
// server's side (what it stores, the honeypot, its rate limit) is server/features/business/business.test.ts;
// the browser journey is tests/e2e/business.spec.ts.

const REFERENCE = '3F9A12C4';

/** The server: the city list, and a stored enquiry's reference for input its schema accepts. */
function answers() {
  const receipt = { success: true as const, reference: REFERENCE };
  return {
    cities: { list: () => TEST_CITIES },
    business: {
      register: (input: unknown) => {
        businessRegistrationSchema.parse(input);
        return receipt;
      },
      contact: (input: unknown) => {
        businessContactSchema.parse(input);
        return receipt;
      },
    },
  };
}

describe('the registration form', () => {
  it('names each bad field, focuses the first, then registers the chosen plan', async () => {
    const { user, calls } = renderWithProviders(<RegisterForm planFromLink="featured" />, { answers: answers() });
    expect(screen.getByLabelText('Plan')).toHaveValue('featured');
    expect(screen.getByRole('complementary', { name: 'Your plan' })).toHaveTextContent('₹4,999/month');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter the business name.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Choose your city.')).toBeInTheDocument();
    const name = screen.getByLabelText('Business name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the business name.');

    await fill(user, name, 'Third Wave Coffee, Indiranagar');
    await fill(user, screen.getByLabelText('Contact person'), 'Meera Iyer');
    await fill(user, screen.getByLabelText('E-mail'), 'meera@thirdwave');
    await fill(user, screen.getByLabelText('Phone'), '12345');
    await user.selectOptions(await screen.findByLabelText('City'), 'Bengaluru, Karnataka');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter a valid e-mail address, like name@business.in.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit Indian phone number, like +91 98765 43210.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the business name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(calls.filter((c) => c.path === 'business.register')).toEqual([]);

    await fill(user, screen.getByLabelText('E-mail'), 'meera@thirdwave.in');
    await fill(user, screen.getByLabelText('Phone'), '+91 98450 12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: 'Thank you! Your registration is in.' })).toHaveFocus();
    expect(confirmation).toHaveTextContent('Featured Partner');
    expect(confirmation).toHaveTextContent('meera@thirdwave.in');
    expect(confirmation).toHaveTextContent(`Reference: ${REFERENCE}`);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    // Sent as the person typed it; empty optional fields left out (the server normalises the phone).
    expect(calls.find((c) => c.path === 'business.register')?.input).toEqual({
      plan: 'featured',
      businessName: 'Third Wave Coffee, Indiranagar',
      contactPerson: 'Meera Iyer',
      email: 'meera@thirdwave.in',
      phone: '+91 98450 12345',
      city: 'bengaluru',
    });
  });

  it('chooses no plan for a link naming none of them', () => {
    renderWithProviders(<RegisterForm planFromLink="gold" />, { answers: answers() });
    expect(screen.getByLabelText('Plan')).toHaveValue('');
    expect(screen.queryByRole('complementary', { name: 'Your plan' })).not.toBeInTheDocument();
  });

  it('puts a field the server refuses under that field, and anything else above the button', async () => {
    const refused = {
      ...answers(),
      business: {
        register: () => {
          throw refusal('BAD_REQUEST', 'Invalid request', { city: 'Choose your city from the list.' });
        },
      },
    };
    const { user } = renderWithProviders(<RegisterForm planFromLink="basic" />, { answers: refused });
    await fill(user, screen.getByLabelText('Business name'), 'Chai Point');
    await fill(user, screen.getByLabelText('Contact person'), 'Asha Rao');
    await fill(user, screen.getByLabelText('E-mail'), 'asha@chaipoint.in');
    await fill(user, screen.getByLabelText('Phone'), '98765 43210');
    await user.selectOptions(await screen.findByLabelText('City'), 'Mumbai, Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose your city from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
  });
});

describe('the contact form', () => {
  async function fillContact(user: ReturnType<typeof renderWithProviders>['user'], fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) await fill(user, screen.getByLabelText(label), value);
    await user.selectOptions(await screen.findByLabelText('City'), 'Hyderabad, Telangana');
  }

  it('asks for a real message, then confirms with the reference', async () => {
    const { user } = renderWithProviders(<ContactForm />, { answers: answers() });
    await fillContact(user, {
      'Business name': 'Zolo Stays',
      'Contact person': 'Rahul Menon',
      'E-mail': 'rahul@zolo.example',
      Phone: '080 4000 5678',
      'Your message': 'Hi',
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(/Tell us a little more about the partnership/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Your message'), 'We run co-living homes in Hyderabad.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! We have your message.' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Reference: ${REFERENCE}`);
  });

  it('shows markup typed into it as text in its confirmation', async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    const script = '<script>window.__xss=2</script>';
    const { user, container } = renderWithProviders(<ContactForm />, { answers: answers() });
    await fillContact(user, {
      'Business name': payload,
      'Contact person': script,
      'E-mail': 'owner@example.com',
      Phone: '080 4000 5678',
      'Your message': `${payload} ${script} we welcome new residents every month.`,
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(payload);
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
  });
});
