import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { BusinessPlans } from './business-plans';
import { FeatureIcon } from './feature-icons';
import { Hero } from './hero';
import './home.css';

const FEATURES = [
  {
    icon: 'neighbourhood',
    title: 'Find your neighbourhood',
    text: 'Ranked by your budget, commute and lifestyle, from curated data on localities across Indian cities.',
    to: '/place-recommender',
    cta: 'Explore Neighborhoods',
  },
  {
    icon: 'places',
    title: 'Discover local places',
    text: 'Cafés, gyms, parks and groceries near the neighbourhood you choose.',
    to: '/place-recommender',
    cta: 'Find Places',
  },
  {
    icon: 'assistant',
    title: 'Ask the relocation assistant',
    text: 'Questions about moving, utilities and settling in, answered with your profile in mind.',
    to: '/relocation-assistant',
    cta: 'Talk to Assistant',
  },
  {
    icon: 'people',
    title: 'Connect with people',
    text: 'Festivals, meet-ups and events in your new city.',
    to: '/social-connector',
    cta: 'Discover Events',
  },
] as const;

// spec §2 Home page: hero with map, four feature cards, business partnership plans.
export default function HomePage() {
  usePageTitle('Find your neighbourhood');
  return (
    <div className="page home">
      <Hero />
      <section aria-labelledby="features-title" className="features">
        <h2 id="features-title" className="visually-hidden">
          What Basera does
        </h2>
        <ul className="card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card stack feature">
              <FeatureIcon name={feature.icon} />
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
              <Link to={feature.to} className="feature__link">
                {feature.cta} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <BusinessPlans />
    </div>
  );
}
