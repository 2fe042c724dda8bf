import { jarProgress, type SavingsGoal } from '@universo/game-rules';
import { Coins } from '../../shared/ui/Coins';

export interface SavingsJarProps {
  goal: SavingsGoal;
  saved: number;
  /** Coins beside the digits, for the youngest (6-7). */
  showCoins?: boolean;
}

/**
 * The savings jar: it fills toward the goal's price. A progress bar with a Spanish name and value,
 * so a screen reader says "Frasco para una bicicleta, 30 de 120 monedas".
 */
export function SavingsJar({ goal, saved, showCoins = false }: SavingsJarProps) {
  const jar = jarProgress(saved, goal);
  const name = `Frasco para ${goal.label.toLowerCase()}`;
  return (
    <div className={jar.reached ? 'sos-jar sos-jar--full' : 'sos-jar'} data-testid="gasta-ahorra-frasco">
      <div
        className="sos-jar__glass"
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={goal.price}
        aria-valuenow={Math.min(jar.saved, goal.price)}
        aria-valuetext={`${jar.saved} de ${goal.price} monedas`}
      >
        <div className="sos-jar__fill" style={{ height: `${jar.percent}%` }} />
        <span className="sos-jar__goal" aria-hidden="true">
          {goal.icon}
        </span>
      </div>
      <p className="sos-jar__text">
        <strong>{name}</strong>
        <br />
        {jar.saved} de {goal.price} monedas
        {jar.reached ? ' · ¡Meta cumplida!' : ` · te faltan ${jar.missing}`}
      </p>
      {showCoins ? <Coins amount={jar.saved} /> : null}
    </div>
  );
}
