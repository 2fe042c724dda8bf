import type { Skill } from '../data/skills';
import { skillsLearned, topSkills } from './skillsProgress';

describe('skills', () => {
  const counts = (entries: [Skill, number][]) => new Map<Skill, number>(entries);

  it('lists learned skills in the catalogue order', () => {
    expect(
      skillsLearned(
        counts([
          ['Valores', 1],
          ['Ahorro', 3],
          ['Creatividad', 0],
        ]),
      ),
    ).toEqual(['Ahorro', 'Valores']);
    expect(skillsLearned(new Map())).toEqual([]);
  });

  it('ranks the top three by events, ties in the catalogue order', () => {
    const skills = counts([
      ['Valores', 5],
      ['Ahorro', 2],
      ['Creatividad', 2],
      ['Perseverancia', 7],
      ['Comunicación', 1],
    ]);
    expect(topSkills(skills)).toEqual(['Perseverancia', 'Valores', 'Creatividad']);
    expect(topSkills(counts([['Ahorro', 1]]))).toEqual(['Ahorro']);
  });
});
