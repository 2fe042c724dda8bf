import { PLAN_FEATURES } from '../planCopy';

/** The plan's seven features (spec section 2). */
export function PlanFeatures({ label, className }: { label: string; className?: string }) {
  return (
    <ul className={className ? `plan-features ${className}` : 'plan-features'} aria-label={label}>
      {PLAN_FEATURES.map((feature) => (
        <li key={feature.text}>
          <span className="plan-features__icon" aria-hidden="true">
            {feature.icon}
          </span>
          {feature.text}
        </li>
      ))}
    </ul>
  );
}
