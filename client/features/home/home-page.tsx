import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

const FEATURES = [
  {
    title: 'Find your neighbourhood',
    text: 'Ranked by your budget, commute and lifestyle, from curated data on localities across Indian cities.',
    to: '/place-recommender',
    cta: 'Explore Neighborhoods',
  },
  {
    title: 'Discover local places',
    text: 'Cafés, gyms, parks and groceries near the neighbourhood you choose.',
    to: '/place-recommender',
    cta: 'Find Places',
  },
  {
    title: 'Ask the relocation assistant',
    text: 'Questions about moving, utilities and settling in, answered with your profile in mind.',
    to: '/relocation-assistant',
    cta: 'Talk to Assistant',
  },
  {
    title: 'Connect with people',
    text: 'Festivals, meet-ups and events in your new city.',
    to: '/social-connector',
    cta: 'Discover Events',
  },
] as const;

// spec §2 Home page. The map and the business plans come with the home-page issue.
export default function HomePage() {
  usePageTitle('Find your neighbourhood');
  return (
    <div className="page">
      <section className="hero">
        <h1>Find Your Perfect Neighborhood</h1>
        <p className="hero__lead">
          Moving to a new Indian city? Basera matches neighbourhoods to your budget, commute and way of life, then helps
          you settle in.
        </p>
        <div className="hero__actions">
          <Link to="/place-recommender" className="button button--primary">
            Find Neighborhoods
          </Link>
          <Link to="/relocation-assistant" className="button button--ghost">
            Chat with Assistant
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-title" className="features">
        <h2 id="features-title" className="visually-hidden">
          What Basera does
        </h2>
        <ul className="card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card stack">
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
              <Link to={feature.to}>{feature.cta}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
