import { renderToStaticMarkup } from 'react-dom/server';
import { FREE_ACTIVITIES, PREMIUM_ACTIVITIES } from '../activities';
import { ActivityCard } from './ActivityCard';

describe('ActivityCard', () => {
  it.each([...FREE_ACTIVITIES, ...PREMIUM_ACTIVITIES].map((activity) => [activity.title, activity] as const))(
    'shows %s with a character portrait described in Spanish, its box kept, loaded lazily',
    (_title, activity) => {
      const html = renderToStaticMarkup(<ActivityCard activity={activity} onOpen={() => undefined} />);
      const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
      expect(img).toMatch(/alt="(Francesca|Chispas|Sombra|Leo|Don Ramón|Don Ernesto), [^"]+"/);
      expect(img).toContain('width="160"');
      expect(img).toContain('height="160"');
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('class="uf-art mz-activity__art"');
      // No emoji stands for the activity any more.
      expect(html).not.toContain(activity.icon);
    },
  );
});
