import type { BusinessPlan } from '../../../shared/constants/business-plans';
import { formatRupees } from '../../../shared/domain/format-rupees';

/** A plan's monthly price (Indian grouping) and its features: the home's plan cards and the registration summary. */
export function PlanDetails({ plan }: { plan: BusinessPlan }) {
  return (
    <>
      <p className="plan__price">
        <strong>{formatRupees(plan.pricePerMonth)}</strong>
        <span className="muted">/month</span>
      </p>
      <ul className="checklist plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </>
  );
}
