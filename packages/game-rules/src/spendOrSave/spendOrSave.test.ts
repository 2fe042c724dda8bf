import { sequenceRandom } from '../random';
import { jarProgress, SAVINGS_GOALS, savingsGoalOf } from './goals';
import { SCENARIOS } from './scenarios';
import {
  canChoose,
  choicePoints,
  choose,
  currentScenario,
  endMessage,
  finishRound,
  finishRoundWith,
  initialSpendOrSave,
  newSpendOrSave,
  SPEND_OR_SAVE_RULES,
  type SpendOrSaveDecision,
  type SpendOrSaveState,
  spendOrSaveSummary,
} from './spendOrSave';

function decision(saving: boolean): SpendOrSaveDecision {
  return { round: 1, choiceId: 'x', label: 'x', cost: 5, kind: saving ? 'save' : 'want', saving, meaning: 'x', points: 1 };
}

function cheapest(state: SpendOrSaveState) {
  return [...currentScenario(state).choices].sort((a, b) => a.cost - b.cost)[0]!;
}

describe('the scenarios (spec section 9)', () => {
  it('are 5, with 4 choices each, unique ids, positive whole costs and both kinds of choice', () => {
    expect(SCENARIOS).toHaveLength(5);
    for (const scenario of SCENARIOS) {
      expect(scenario.choices).toHaveLength(4);
      expect(new Set(scenario.choices.map((c) => c.id)).size).toBe(4);
      expect(scenario.choices.every((c) => Number.isInteger(c.cost) && c.cost > 0)).toBe(true);
      expect(scenario.choices.some((c) => c.kind === 'save')).toBe(true);
      expect(scenario.choices.some((c) => c.kind !== 'save')).toBe(true);
    }
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(5);
  });

  it('mark every spending choice as a need or a want, with what it meant, and most scenarios put a need beside a want', () => {
    const choices = SCENARIOS.flatMap((s) => s.choices);
    expect(choices.every((c) => ['save', 'need', 'want'].includes(c.kind) && c.meaning.length > 10)).toBe(true);
    for (const c of choices) {
      expect(c.meaning).toMatch(c.kind === 'save' ? /^Ahorro/ : c.kind === 'need' ? /^Una necesidad/ : /^Un deseo/);
    }
    const both = SCENARIOS.filter((s) => s.choices.some((c) => c.kind === 'need') && s.choices.some((c) => c.kind === 'want'));
    expect(both.length).toBeGreaterThanOrEqual(4);
  });

  it('always offer a choice of at most 5 coins, so a child with 5 coins is never stuck', () => {
    for (const scenario of SCENARIOS) {
      expect(Math.min(...scenario.choices.map((c) => c.cost))).toBeLessThanOrEqual(SPEND_OR_SAVE_RULES.minMoney);
    }
  });
});

describe('Gasta o Ahorra rules (spec section 4)', () => {
  it('starts with 50 money, 0 saved, round 1 and 0 points', () => {
    const state = initialSpendOrSave();
    expect(state).toMatchObject({ phase: 'choosing', money: 50, saved: 0, round: 1, points: 0, decisionsThisRound: 0 });
    expect(state.decisions).toEqual([]);
    expect(SPEND_OR_SAVE_RULES).toMatchObject({ rounds: 3, startMoney: 50, nextRoundMoney: { min: 40, max: 59 }, roundEndDelayMs: 1500 });
  });

  it('scores saving cost/5 and spending cost/10, rounded down', () => {
    expect(choicePoints({ cost: 5, kind: 'save' })).toBe(1);
    expect(choicePoints({ cost: 24, kind: 'save' })).toBe(4);
    expect(choicePoints({ cost: 25, kind: 'save' })).toBe(5);
    expect(choicePoints({ cost: 8, kind: 'want' })).toBe(0);
    expect(choicePoints({ cost: 15, kind: 'need' })).toBe(1);
    expect(choicePoints({ cost: 30, kind: 'want' })).toBe(3);
  });

  it('spending lowers the money and adds spending points, without saving', () => {
    const state = choose(initialSpendOrSave(0), 'cuaderno');
    expect(state).toMatchObject({ money: 35, saved: 0, points: 1, decisionsThisRound: 1, phase: 'choosing', scenarioIndex: 1 });
    expect(state.decisions[0]).toMatchObject({ round: 1, choiceId: 'cuaderno', cost: 15, kind: 'need', saving: false, points: 1 });
    expect(state.decisions[0]?.meaning).toMatch(/^Una necesidad/);
  });

  it('a saving choice lowers the money and adds to saved', () => {
    const state = choose(initialSpendOrSave(0), 'meta');
    expect(state).toMatchObject({ money: 30, saved: 20, points: 4 });
  });

  it('allows a choice only if the money covers its cost', () => {
    const poor: SpendOrSaveState = { ...initialSpendOrSave(2), money: 25 };
    const videojuego = SCENARIOS[2]!.choices.find((c) => c.id === 'videojuego')!;
    const cuenta = SCENARIOS[2]!.choices.find((c) => c.id === 'cuenta')!;
    expect(canChoose(poor, videojuego)).toBe(false);
    expect(canChoose(poor, cuenta)).toBe(true);
    expect(choose(poor, 'videojuego')).toBe(poor);
    expect(choose(poor, 'cuenta').money).toBe(0);
    expect(choose(poor, 'unknown')).toBe(poor);
  });

  it('ends the round after 3 decisions', () => {
    let state = initialSpendOrSave(0);
    state = choose(state, 'alcancia'); // 45
    state = choose(state, 'frasco'); // 40
    expect(state.phase).toBe('choosing');
    state = choose(state, 'emergencia'); // 35
    expect(state).toMatchObject({ phase: 'round-over', money: 35, decisionsThisRound: 3, saved: 15 });
    // No choice while the round is over.
    expect(canChoose(state, cheapest(state))).toBe(false);
    expect(choose(state, cheapest(state).id)).toBe(state);
  });

  it('ends the round early when the money is under 5', () => {
    let state: SpendOrSaveState = { ...initialSpendOrSave(2), money: 34 };
    state = choose(state, 'videojuego'); // 4 left
    expect(state).toMatchObject({ phase: 'round-over', money: 4, decisionsThisRound: 1 });
    const exactlyFive = choose({ ...initialSpendOrSave(2), money: 35 }, 'videojuego');
    expect(exactlyFive).toMatchObject({ phase: 'choosing', money: 5 });
  });

  it('gives the next round 40 to 59 money, added to what the child kept in the wallet', () => {
    const over: SpendOrSaveState = { ...initialSpendOrSave(0), phase: 'round-over', money: 3, decisionsThisRound: 3 };
    expect(finishRound(over, () => 0)).toMatchObject({ phase: 'choosing', round: 2, money: 43, decisionsThisRound: 0, pocketMoney: [40] });
    expect(finishRound(over, () => 0.9999)).toMatchObject({ money: 62, pocketMoney: [59] });
    for (let i = 0; i < 200; i++) {
      const money = finishRound(over, Math.random).money - 3;
      expect(money).toBeGreaterThanOrEqual(40);
      expect(money).toBeLessThanOrEqual(59);
    }
    // Not spending pays: 35 kept from round 1 plus 45 of pocket money.
    const thrifty: SpendOrSaveState = { ...initialSpendOrSave(0), phase: 'round-over', money: 35, saved: 15, decisionsThisRound: 3 };
    expect(finishRoundWith(thrifty, 45)).toMatchObject({ money: 80, saved: 15, round: 2 });
    // Only a finished round moves on.
    const playing = initialSpendOrSave();
    expect(finishRound(playing, () => 0)).toBe(playing);
  });

  it('ends the game after round 3', () => {
    const lastRound: SpendOrSaveState = { ...initialSpendOrSave(), round: 3, phase: 'round-over' };
    expect(finishRound(lastRound, () => 0)).toMatchObject({ phase: 'finished', round: 3 });
  });

  it('plays a whole game: 3 rounds, then the summary', () => {
    const random = sequenceRandom(0.5, 0.5);
    let state = initialSpendOrSave(0);
    let guard = 0;
    while (state.phase !== 'finished' && guard++ < 50) {
      state = state.phase === 'round-over' ? finishRound(state, random) : choose(state, cheapest(state).id);
    }
    expect(state.phase).toBe('finished');
    expect(state.round).toBe(3);
    expect(state.decisions).toHaveLength(9);
    const summary = spendOrSaveSummary(state);
    expect(summary.decisions).toBe(9);
    expect(summary.points).toBe(state.decisions.reduce((sum, d) => sum + d.points, 0));
    expect(summary.saved).toBe(state.decisions.filter((d) => d.saving).reduce((sum, d) => sum + d.cost, 0));
    expect(summary.left).toBe(state.money);
    // Every coin is accounted for: 50 plus the pocket money is what was spent, saved and kept.
    expect(summary.spentOnNeeds + summary.spentOnWants + summary.saved + summary.left).toBe(50 + state.pocketMoney[0]! + state.pocketMoney[1]!);
    expect(summary.message).toMatch(/\S/);
    expect(summary.goal).toBeNull();
  });

  it('sums what went to needs and to wants apart', () => {
    let state = initialSpendOrSave(0, 'pelota');
    state = choose(state, 'helado'); // want 8
    state = choose(state, 'agua'); // need 6
    state = choose(state, 'cuenta'); // save 25
    const summary = spendOrSaveSummary(state);
    expect(summary).toMatchObject({ spentOnWants: 8, spentOnNeeds: 6, saved: 25, left: 11, savingDecisions: 1 });
  });

  it('fills the jar toward the goal picked, and says whether it was reached', () => {
    expect(SAVINGS_GOALS.map((g) => g.id)).toEqual(['pelota', 'libros', 'patineta', 'bicicleta']);
    expect(savingsGoalOf('bicicleta')).toMatchObject({ label: 'Una bicicleta', price: 120 });
    expect(jarProgress(30, { price: 120 })).toEqual({ saved: 30, price: 120, percent: 25, reached: false, missing: 90 });
    expect(jarProgress(130, { price: 120 })).toEqual({ saved: 130, price: 120, percent: 100, reached: true, missing: 0 });
    expect(initialSpendOrSave(0, 'no-existe').goalId).toBeNull();

    const reached = spendOrSaveSummary({ ...initialSpendOrSave(0, 'pelota'), phase: 'finished', money: 0, saved: 45, decisions: [decision(true)] });
    expect(reached.jar).toMatchObject({ reached: true, percent: 100 });
    expect(reached.message).toBe('¡Lo lograste! Guardaste 45 monedas: ya tienes para una pelota.');
    const short = spendOrSaveSummary({ ...initialSpendOrSave(0, 'bicicleta'), phase: 'finished', money: 0, saved: 100, decisions: [decision(true)] });
    expect(short.jar).toMatchObject({ reached: false, missing: 20 });
    expect(short.message).toBe('Te faltaron 20 monedas para una bicicleta. Si guardas un poco más en cada ronda, ¡lo logras!');
  });

  it('counts the coins never spent toward the goal too: not spending is saving', () => {
    const thrifty = spendOrSaveSummary({ ...initialSpendOrSave(0, 'bicicleta'), phase: 'finished', money: 62, saved: 101, decisions: [decision(true)] });
    expect(thrifty).toMatchObject({ saved: 101, left: 62, kept: 163 });
    expect(thrifty.jar).toMatchObject({ saved: 163, reached: true });
    expect(thrifty.message).toBe('¡Lo lograste! Guardaste 163 monedas: ya tienes para una bicicleta.');
    // Short of the goal by less than the wants cost: the end says the wants made the difference.
    const wanting: SpendOrSaveState = {
      ...initialSpendOrSave(0, 'bicicleta'),
      phase: 'finished',
      money: 10,
      saved: 90,
      decisions: [decision(true), { ...decision(false), cost: 30 }],
    };
    expect(spendOrSaveSummary(wanting).message).toBe('Te faltaron 20 monedas para una bicicleta. Sin los deseos que compraste, ¡lo lograbas!');
  });

  it('lets every goal be reached on any deal, even the poorest (40 and 40 of pocket money), by saving', () => {
    const cheapestDeal = (state: SpendOrSaveState) => finishRoundWith(state, SPEND_OR_SAVE_RULES.nextRoundMoney.min);
    for (let start = 0; start < SCENARIOS.length; start += 1) {
      let best = 0;
      const search = (state: SpendOrSaveState): void => {
        if (state.phase === 'finished') best = Math.max(best, state.saved);
        else if (state.phase === 'round-over') search(cheapestDeal(state));
        // Only saving choices: the richest jar saves in every decision it can.
        else {
          const saves = currentScenario(state).choices.filter((c) => c.kind === 'save' && canChoose(state, c));
          const options = saves.length > 0 ? saves : currentScenario(state).choices.filter((c) => canChoose(state, c));
          for (const choice of options) search(choose(state, choice.id));
        }
      };
      search(initialSpendOrSave(start));
      expect(best).toBeGreaterThanOrEqual(Math.max(...SAVINGS_GOALS.map((g) => g.price)));
    }
  });

  it("'Jugar Otra Vez' resets everything and picks a random scenario", () => {
    expect(newSpendOrSave(() => 0).scenarioIndex).toBe(0);
    expect(newSpendOrSave(() => 0.99).scenarioIndex).toBe(4);
    expect(newSpendOrSave(() => 0.5)).toMatchObject({ money: 50, saved: 0, round: 1, points: 0, scenarioIndex: 2, decisions: [] });
  });

  it('chooses an end message by how much was saved', () => {
    expect(endMessage({ saved: 60, decisions: 9, savingDecisions: 3 })).toMatch(/superestrella/);
    expect(endMessage({ saved: 20, decisions: 6, savingDecisions: 3 })).toMatch(/Muy bien/);
    expect(endMessage({ saved: 5, decisions: 9, savingDecisions: 1 })).toMatch(/Buen comienzo/);
    expect(endMessage({ saved: 0, decisions: 9, savingDecisions: 0 })).toMatch(/gastaste todo/);
    expect(endMessage({ saved: 0, decisions: 0, savingDecisions: 0 })).toMatch(/primeras decisiones/);
  });
});
