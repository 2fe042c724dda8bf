import type { User } from '@universo/platform/api/auth';
import { SAVINGS_GOALS } from '@universo/game-rules';
import { renderScreen } from '@universo/platform/testing';
import type { ReactElement } from 'react';
import { SavingsJar } from './SavingsJar';
import { SpendOrSaveGame } from './SpendOrSaveGame';

function render(element: ReactElement, user: User | null = null): Promise<string> {
  return renderScreen(element, { user });
}

describe('Gasta o Ahorra screens', () => {
  it('starts by asking what the child saves toward, one button per goal with its price', async () => {
    const html = await render(<SpendOrSaveGame />);
    expect(html).toContain('¿Para qué quieres ahorrar?');
    for (const goal of SAVINGS_GOALS) expect(html).toContain(`${goal.label}</span><span class="sos-goal__price">${goal.price} monedas`);
  });

  it('draws the jar as a progress bar with a Spanish name and value', async () => {
    const bicycle = SAVINGS_GOALS.find((g) => g.id === 'bicicleta')!;
    const html = await render(<SavingsJar goal={bicycle} saved={30} />);
    expect(html).toMatch(
      /role="progressbar" aria-label="Frasco para una bicicleta" aria-valuemin="0" aria-valuemax="120" aria-valuenow="30" aria-valuetext="30 de 120 monedas"/,
    );
    expect(html).toContain('height:25%');
    expect(html).toContain('te faltan 90');
    const full = await render(<SavingsJar goal={bicycle} saved={130} showCoins />);
    expect(full).toContain('aria-valuenow="120"');
    expect(full).toContain('¡Meta cumplida!');
    // 130 coins drawn as 13 coins of 10, hidden from screen readers (the digits are read).
    expect(full.match(/mz-coin mz-coin--ten/g)).toHaveLength(13);
    expect(full).toContain('aria-hidden="true" data-testid="monedas-dibujadas"');
  });
});
