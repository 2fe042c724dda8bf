import { coinBreakdown, pesoPieces } from '../coins';
import './coins.css';

export interface CoinsProps {
  amount: number;
  /**
   * `monedas`: the games' small round amounts, one big coin per 10 and a small one per 1.
   * `pesos`: real prices, as the Colombian bills and coins that pay them, each with its value.
   */
  unit?: 'monedas' | 'pesos';
}

/** More of one piece than a child counts at a glance is drawn once with "× n". */
const MAX_DRAWN = 4;

const pesoLabel = (value: number) => value.toLocaleString('es-CO', { maximumFractionDigits: 0 });

/**
 * The coins of an amount, drawn for the eyes only: the digits beside them are what is read aloud.
 * A loss is drawn as the coins that went away (faded, after a minus).
 */
export function Coins({ amount, unit = 'monedas' }: CoinsProps) {
  const lost = amount < 0;
  return (
    <span className={lost ? 'mz-coins mz-coins--lost' : 'mz-coins'} aria-hidden="true" data-testid="monedas-dibujadas" data-unit={unit}>
      {lost ? <span className="mz-coins__minus">−</span> : null}
      {unit === 'pesos' ? <PesoPieces amount={amount} /> : <TensAndOnes amount={Math.abs(amount)} />}
    </span>
  );
}

function TensAndOnes({ amount }: { amount: number }) {
  const { tens, ones } = coinBreakdown(amount);
  return (
    <>
      {Array.from({ length: tens }, (_v, i) => (
        <span key={`t${i}`} className="mz-coin mz-coin--ten">
          10
        </span>
      ))}
      {Array.from({ length: ones }, (_v, i) => (
        <span key={`o${i}`} className="mz-coin" />
      ))}
    </>
  );
}

function PesoPieces({ amount }: { amount: number }) {
  const { pieces, rest } = pesoPieces(amount);
  return (
    <>
      {pieces.flatMap(({ value, kind, count }) => {
        const className = kind === 'bill' ? 'mz-bill' : 'mz-coin mz-coin--peso';
        if (count > MAX_DRAWN) {
          return [
            <span key={value} className="mz-coins__many">
              <span className={className} data-value={value}>
                {pesoLabel(value)}
              </span>
              × {count}
            </span>,
          ];
        }
        return Array.from({ length: count }, (_v, i) => (
          <span key={`${value}-${i}`} className={className} data-value={value}>
            {pesoLabel(value)}
          </span>
        ));
      })}
      {rest > 0 ? <span className="mz-coins__rest">y {rest}</span> : null}
    </>
  );
}
