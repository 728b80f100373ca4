import { Link } from 'react-router-dom';
import { BUSINESS_PLANS, BUSINESS_PLANS_INTRO, PARTNER_BENEFITS } from '../../../shared/constants/business-plans';
import { PlanDetails } from '../business';

/** spec §2 Business Partnership Plans: three plans, the benefits, and the custom-partnership block. */
export function BusinessPlans() {
  return (
    <section className="plans" aria-labelledby="plans-title">
      <header className="section-heading">
        <h2 id="plans-title">Business Partnership Plans</h2>
        <p className="muted">{BUSINESS_PLANS_INTRO}</p>
      </header>
      <ul className="plan-grid">
        {BUSINESS_PLANS.map((plan) => (
          <li key={plan.key} className={`card plan${plan.popular ? ' plan--popular' : ''}`}>
            {plan.popular && <span className="badge plan__badge">Popular</span>}
            <h3>{plan.name}</h3>
            <PlanDetails plan={plan} />
            <Link
              to={`/business/register?plan=${plan.key}`}
              className={`button ${plan.popular ? 'button--primary' : 'button--ghost'} plan__cta`}
              aria-label={`Get Started with ${plan.name}`}
            >
              Get Started
            </Link>
          </li>
        ))}
      </ul>

      <section className="benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why Partner With Us?</h2>
        <ul className="benefit-grid">
          {PARTNER_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p className="muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <aside className="card custom-partnership" aria-labelledby="custom-title">
        <div>
          <h2 id="custom-title">Need a custom partnership?</h2>
          <p className="muted">
            Running a chain, a co-living brand or a city-wide service? Tell us what you have in mind and we will shape a
            plan around it.
          </p>
        </div>
        <Link to="/business/contact" className="button button--primary">
          Contact Us
        </Link>
      </aside>
    </section>
  );
}
