import { SKILLS, type Skill } from '../data/skills';

/** Skills trained by at least one event, in the catalogue's order (stable badges). */
export function skillsLearned(skillEvents: ReadonlyMap<Skill, number>): Skill[] {
  return SKILLS.filter((skill) => (skillEvents.get(skill) ?? 0) > 0);
}

/** The skills with the most events, most first; ties keep the catalogue's order. */
export function topSkills(skillEvents: ReadonlyMap<Skill, number>, count = 3): Skill[] {
  return skillsLearned(skillEvents)
    .map((skill, order) => ({ skill, order, events: skillEvents.get(skill) ?? 0 }))
    .sort((a, b) => b.events - a.events || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.skill);
}
