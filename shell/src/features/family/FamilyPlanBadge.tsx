import { Link } from 'react-router-dom';
import { useFamilyPlan } from '../../shared/familyPlan/familyPlanProbe';

// The plan's name as the home page spells it (a value import of contracts would grow the shell).
const PLAN_NAME = 'Plan Emprendedor Mágico';

/** The header's word on the family's plan: which plan it has, and where to manage or get it. */
export function FamilyPlanBadge({ who }: { who: string }) {
  const plan = useFamilyPlan(who);
  if (plan.kind === 'premium') {
    return (
      <Link to="/account/subscription" className="shell-plan shell-plan--premium" data-plan="premium" title="Ver mi suscripción">
        <span aria-hidden="true">⭐</span> {PLAN_NAME}
      </Link>
    );
  }
  if (plan.kind === 'free') {
    return (
      <Link to="/subscription" className="shell-plan" data-plan="free" title={`Conoce el ${PLAN_NAME}`}>
        Plan gratis
      </Link>
    );
  }
  return null;
}
