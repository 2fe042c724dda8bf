import { SAVINGS_GOALS } from '@universo/game-rules';

export interface GoalPickerProps {
  onPick: (goalId: string) => void;
  busy: boolean;
}

/** Before the first round: what the child saves toward. Each goal is one big button. */
export function GoalPicker({ onPick, busy }: GoalPickerProps) {
  return (
    <section className="sos-goals" aria-labelledby="sos-goals-title">
      <h3 id="sos-goals-title">¿Para qué quieres ahorrar?</h3>
      <p>Elige tu meta. Cada moneda que guardes va a tu frasco.</p>
      <ul className="sos-goals__list">
        {SAVINGS_GOALS.map((goal) => (
          <li key={goal.id}>
            <button type="button" className="sos-goal" disabled={busy} onClick={() => onPick(goal.id)}>
              <span className="sos-goal__icon" aria-hidden="true">
                {goal.icon}
              </span>
              <span className="sos-goal__label">{goal.label}</span>
              <span className="sos-goal__price">{goal.price} monedas</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
