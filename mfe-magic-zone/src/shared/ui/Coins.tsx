import { coinBreakdown } from '../coins';
import './coins.css';

/** The coins of an amount, drawn for the eyes only: the digits beside them are what is read aloud. */
export function Coins({ amount }: { amount: number }) {
  const { tens, ones } = coinBreakdown(amount);
  return (
    <span className="mz-coins" aria-hidden="true" data-testid="monedas-dibujadas">
      {Array.from({ length: tens }, (_v, i) => (
        <span key={`t${i}`} className="mz-coin mz-coin--ten">
          10
        </span>
      ))}
      {Array.from({ length: ones }, (_v, i) => (
        <span key={`o${i}`} className="mz-coin" />
      ))}
    </span>
  );
}
