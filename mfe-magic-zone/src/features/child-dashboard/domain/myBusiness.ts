import type { ChildProject } from '@universo/platform/api/content';
import { formatCoins, formatPesos } from '../../../shared/money';

export interface MyBusinessLine {
  label: string;
  text: string;
  /** A result's amount in its game's money, for the coins drawn beside it (6-7). */
  amount?: { value: number; unit: 'pesos' | 'monedas' };
}

/** A result in the game's own money (pesos at the lemonade stand, monedas in the simulator), gain or loss in words. */
function profitText(profit: number, money: (amount: number) => string): string {
  if (profit > 0) return `ganaste ${money(profit)}`;
  if (profit === 0) return 'ni ganaste ni perdiste';
  return `perdiste ${money(-profit)}`;
}

/** What "Mi emprendimiento" shows of the plan and of the best results, in the order a child reads them. */
export function myBusinessLines(project: ChildProject): MyBusinessLine[] {
  const plan = project.plan ?? {};
  const lines: MyBusinessLine[] = [];
  if (plan.producto) lines.push({ label: 'Vendes', text: plan.producto });
  if (plan.clientes) lines.push({ label: 'Tus clientes', text: plan.clientes });
  if (plan.precio) lines.push({ label: 'Precio', text: plan.precio });
  if (plan.meta) lines.push({ label: 'Tu meta', text: plan.meta });
  if (project.best.limonada !== null) {
    lines.push({
      label: 'Mejor día del puesto de limonada',
      text: profitText(project.best.limonada, formatPesos),
      amount: { value: project.best.limonada, unit: 'pesos' },
    });
  }
  if (project.best.simulador !== null) {
    lines.push({
      label: 'Mejor temporada del simulador',
      text: profitText(project.best.simulador, formatCoins),
      amount: { value: project.best.simulador, unit: 'monedas' },
    });
  }
  return lines;
}
