import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/constants/contact';

// spec §2 footer: its own paths (/neighborhoods, /assistant, /social redirect, SUPPLEMENT.md).
export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/neighborhoods', label: 'Neighborhoods' },
  { to: '/places', label: 'Places' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/social', label: 'Social' },
  { to: '/your-data', label: 'Your data' },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section>
          <h2 className="site-footer__heading">{BRAND}</h2>
          <p>
            Helping you find the perfect neighborhood, discover places, and connect with people in your new location.
          </p>
        </section>
        <nav aria-label="Quick links">
          <h2 className="site-footer__heading">Quick Links</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className="site-footer__heading">Contact</h2>
          <p>
            Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p>
            Phone: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
          </p>
        </section>
      </div>
      {/* Prerendered at build time: the year may have turned since (decision 0028). */}
      <p className="site-footer__copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} {BRAND}. All rights reserved.
      </p>
    </footer>
  );
}
