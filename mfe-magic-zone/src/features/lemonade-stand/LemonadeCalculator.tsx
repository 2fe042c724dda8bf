import { type ReactNode, useId, useState } from 'react';
import { textForAge } from '../../shared/age/ageTexts';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatPesos } from '../../shared/money';
import { ProjectBanner } from '../../shared/project/ProjectBanner';
import { useProject } from '../../shared/project/useProject';
import { Coins } from '../../shared/ui/Coins';
import {
  cupSentence,
  daySentence,
  isReportableLemonade,
  LEMONADE_LIMITS,
  LEMONADE_PRICES,
  lemonadeCosts,
  lemonadeDay,
  lemonadeMovesOf,
  suggestedPricePerCup,
  wholeQuantity,
} from '@universo/game-rules';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenParagraph, ListenRow } from '../../shared/listen/ListenRow';
import { LEMONADE_INTRO } from './lemonadeCopy';
import { LEMONADE_ACCOUNTS, LEMONADE_LIMITS_SPEECH, LEMONADE_PRICE_QUESTION, LEMONADE_PROFIT, LEMONADE_SOLD_QUESTION } from './lemonadeSpeech';
import '../../shared/ui/games.css';

/** What the child buys for the stand, each with the price of one. */
const SUPPLIES = [
  { key: 'lemons', label: 'Limones', price: LEMONADE_PRICES.lemon },
  { key: 'sugarPacks', label: 'Paquetes de azúcar', price: LEMONADE_PRICES.sugarPack },
  { key: 'cups', label: 'Vasos', price: LEMONADE_PRICES.cup },
] as const;

function QuantityField({
  id,
  label,
  hint,
  listen,
  coins,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  listen?: ReactNode;
  /** The price of one, drawn as the coin that pays it (6-7). */
  coins?: ReactNode;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="uf-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="uf-input"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="mz-listen-row">
        <p id={`${id}-hint`} className="uf-field__hint">
          {hint}
        </p>
        {listen}
      </div>
      {coins}
    </div>
  );
}

/** Puesto de Limonada: costs, the child's selling price (with a suggestion), and the profit per cup and for the day. */
export function LemonadeCalculator() {
  const id = useId();
  const { group } = useChildAge();
  // Pesos as the bills and coins that pay them, beside the digits, for the youngest (6-7).
  const coins = (amount: number | null) => (group === 'younger' && amount !== null ? <Coins amount={amount} unit="pesos" /> : null);
  const recordProgress = useRecordProgress();
  const { project } = useProject();
  const [inputs, setInputs] = useState({ lemons: '5', sugarPacks: '2', cups: '10', price: '350', sold: '8' });
  const [saved, setSaved] = useState(false);

  const quantities = { lemons: wholeQuantity(inputs.lemons), sugarPacks: wholeQuantity(inputs.sugarPacks), cups: wholeQuantity(inputs.cups) };
  const costs = lemonadeCosts(quantities);
  const suggested = suggestedPricePerCup(costs.total, quantities.cups);
  const price = wholeQuantity(inputs.price);
  const day = lemonadeDay(quantities, wholeQuantity(inputs.sold), price);
  const sales = quantities.cups > 0 ? day : null;
  const report = { ...quantities, pricePerCup: price, cupsSold: day.cupsSold };
  const reportable = isReportableLemonade(report);
  const set = (key: keyof typeof inputs) => (value: string) => {
    setInputs((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };

  return (
    <div className="lemonade">
      <ProjectBanner project={project} what="Tu puesto" />
      <ListenParagraph text={textForAge(LEMONADE_INTRO, group)} />
      <form className="mz-panel" onSubmit={(event) => event.preventDefault()} aria-label="Lo que compras">
        {SUPPLIES.map((supply) => (
          <QuantityField
            key={supply.key}
            id={`${id}-${supply.key}`}
            label={supply.label}
            hint={`${formatPesos(supply.price)} cada uno`}
            coins={coins(supply.price)}
            value={inputs[supply.key]}
            onChange={set(supply.key)}
          />
        ))}
        <QuantityField
          id={`${id}-price`}
          label="Precio de cada vaso"
          hint={suggested === null ? LEMONADE_PRICE_QUESTION : `En pesos. Precio sugerido: ${formatPesos(suggested)}, el doble de lo que te cuesta un vaso.`}
          listen={
            <ListenButton
              text={LEMONADE_PRICE_QUESTION}
              live={
                suggested === null ? undefined : `¿A cuánto venderás cada vaso? Te sugerimos ${formatPesos(suggested)}, el doble de lo que te cuesta un vaso.`
              }
            />
          }
          coins={coins(price)}
          value={inputs.price}
          onChange={set('price')}
        />
        <QuantityField
          id={`${id}-sold`}
          label="Vasos que vendes"
          hint={LEMONADE_SOLD_QUESTION}
          listen={<ListenButton text={LEMONADE_SOLD_QUESTION} />}
          value={inputs.sold}
          onChange={set('sold')}
        />
        <p className="mz-note">Solo números enteros desde 0; lo que no sea un número entero cuenta como 0.</p>
      </form>
      <section className="mz-panel" aria-labelledby={`${id}-result`} aria-live="polite">
        <ListenRow text={LEMONADE_ACCOUNTS}>
          <h3 id={`${id}-result`}>Tus cuentas</h3>
        </ListenRow>
        <div className="mz-table-wrap">
          <table className="mz-table">
            <tbody>
              <tr>
                <th scope="row">Limones ({quantities.lemons})</th>
                <td>{formatPesos(costs.lemons)}</td>
              </tr>
              <tr>
                <th scope="row">Azúcar ({quantities.sugarPacks})</th>
                <td>{formatPesos(costs.sugarPacks)}</td>
              </tr>
              <tr>
                <th scope="row">Vasos ({quantities.cups})</th>
                <td>{formatPesos(costs.cups)}</td>
              </tr>
              <tr>
                <th scope="row">Costo total</th>
                <td>
                  <strong data-testid="limonada-costo">{formatPesos(costs.total)}</strong>
                  {coins(costs.total)}
                </td>
              </tr>
              <tr>
                <th scope="row">Precio sugerido por vaso</th>
                <td data-testid="limonada-precio">
                  {suggested === null || day.costPerCup === null
                    ? 'Agrega vasos para calcularlo'
                    : `${formatPesos(suggested)} (cada vaso te cuesta ${formatPesos(Math.ceil(day.costPerCup))})`}
                </td>
              </tr>
              <tr>
                <th scope="row">Ganancia por vaso ({formatPesos(price)} − lo que cuesta un vaso)</th>
                <td>
                  <span data-testid="limonada-ganancia-vaso">{day.profitPerCup === null ? '—' : formatPesos(day.profitPerCup)}</span>
                  {coins(day.profitPerCup)}
                </td>
              </tr>
              <tr>
                <th scope="row">Ingresos del día</th>
                <td>
                  <span data-testid="limonada-ingresos">{sales === null ? '—' : formatPesos(sales.income)}</span>
                  {coins(sales?.income ?? null)}
                </td>
              </tr>
              <tr>
                <th scope="row">Ganancia del día (ingresos − costo total)</th>
                <td>
                  <span data-testid="limonada-ganancia">
                    {sales === null ? '—' : <strong>{formatPesos(sales.profit)}</strong>}
                    {sales ? ` vendiendo ${sales.cupsSold} ${sales.cupsSold === 1 ? 'vaso' : 'vasos'}` : null}
                  </span>
                  {coins(sales?.profit ?? null)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <ListenRow live={cupSentence(day)}>
          <p data-testid="limonada-explicacion-vaso">{cupSentence(day)}</p>
        </ListenRow>
        {sales ? (
          <ListenRow live={daySentence(sales)}>
            <p data-testid="limonada-explicacion">{daySentence(sales)}</p>
          </ListenRow>
        ) : null}
        {sales?.cappedToCups ? <p className="mz-note">Solo puedes vender los {quantities.cups} vasos que preparaste.</p> : null}
        {sales && sales.profit > 0 ? (
          <ListenRow text={LEMONADE_PROFIT}>
            <p className="mz-done">{LEMONADE_PROFIT}</p>
          </ListenRow>
        ) : null}
        {sales && sales.cupsSold > 0 && !reportable ? (
          <ListenRow text={LEMONADE_LIMITS_SPEECH}>
            <p className="mz-note" data-testid="limonada-limites">
              Para abrir tu puesto usa hasta {LEMONADE_LIMITS.lemons} limones, {LEMONADE_LIMITS.sugarPacks} paquetes de azúcar, {LEMONADE_LIMITS.cups} vasos y
              un precio de hasta {formatPesos(LEMONADE_LIMITS.pricePerCup)}.
            </p>
          </ListenRow>
        ) : null}
        {sales && reportable ? (
          <div className="mz-actions">
            <button
              type="button"
              className="uf-button"
              disabled={saved}
              onClick={() => {
                setSaved(true);
                // The day as the child planned it: svc-content recomputes its accounts with the same arithmetic.
                void recordProgress('game_finished', 'limonada', { details: { moves: lemonadeMovesOf(report) } });
              }}
            >
              {saved ? '¡Puesto abierto!' : 'Abrir mi puesto'}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
