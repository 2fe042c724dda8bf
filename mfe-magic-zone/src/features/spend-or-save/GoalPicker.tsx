import { SAVINGS_GOALS } from '@universo/game-rules';
import { ListenButton } from '../../shared/listen/ListenButton';
import { Coins } from '../../shared/ui/Coins';
import { GOAL_PICKER_HINT, GOAL_PICKER_SPEECH, GOAL_PICKER_TITLE, goalSpeech } from './spendOrSaveSpeech';

export interface GoalPickerProps {
  onPick: (goalId: string) => void;
  busy: boolean;
  /** Each goal's price drawn as coins too, for the youngest (6-7). */
  showCoins?: boolean;
}

/** Before the first round: what the child saves toward. Each goal is one big button. */
export function GoalPicker({ onPick, busy, showCoins = false }: GoalPickerProps) {
  return (
    <section className="sos-goals" aria-labelledby="sos-goals-title">
      <div className="mz-listen-row">
        <div>
          <h3 id="sos-goals-title">{GOAL_PICKER_TITLE}</h3>
          <p>{GOAL_PICKER_HINT}</p>
        </div>
        <ListenButton text={GOAL_PICKER_SPEECH} />
      </div>
      <ul className="sos-goals__list">
        {SAVINGS_GOALS.map((goal) => (
          <li key={goal.id} className="sos-goals__item">
            <button type="button" className="sos-goal" disabled={busy} onClick={() => onPick(goal.id)}>
              <span className="sos-goal__icon" aria-hidden="true">
                {goal.icon}
              </span>
              <span className="sos-goal__label">{goal.label}</span>
              <span className="sos-goal__price">{goal.price} monedas</span>
              {showCoins ? <Coins amount={goal.price} /> : null}
            </button>
            <ListenButton text={goalSpeech(goal)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
