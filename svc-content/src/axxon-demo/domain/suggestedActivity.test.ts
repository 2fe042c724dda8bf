import { suggestActivity } from './suggestedActivity';
import { featuresWith, idea } from '../../../test/support/ideaFeatures';

describe('suggested activity', () => {
  it('sends a lemonade idea to the lemonade stand', () => {
    expect(suggestActivity(featuresWith({ ideas: [idea('limonada', 'limonada')] })).activity).toEqual({ id: 'limonada', title: 'Puesto de Limonada' });
  });

  it('sends a brand to the logo creator, even with lemonade', () => {
    expect(suggestActivity(featuresWith({ brand: ['logo'], ideas: [idea('limonada', 'limonada')] })).activity.id).toBe('crea-logo');
  });

  it('sends saving without an idea to Gasta o Ahorra', () => {
    expect(suggestActivity(featuresWith({ saving: ['ahorrar'] })).activity).toEqual({ id: 'gasta-ahorra', title: 'Gasta o Ahorra' });
    expect(suggestActivity(featuresWith({ saving: ['ahorrar'], ideas: [idea('galletas', 'galletas')] })).activity.id).toBe('plan-emprendimiento');
  });

  it('sends other ideas, plans or nothing yet to the business plan', () => {
    expect(suggestActivity(featuresWith({ ideas: [idea('pulseras', 'pulseras')] })).activity.id).toBe('plan-emprendimiento');
    expect(suggestActivity(featuresWith({ planSteps: ['primero'] })).activity.id).toBe('plan-emprendimiento');
    const none = suggestActivity(featuresWith());
    expect(none.activity).toEqual({ id: 'plan-emprendimiento', title: 'Plan de Emprendimiento' });
    expect(none.reason).toMatch(/\.$/);
  });
});
