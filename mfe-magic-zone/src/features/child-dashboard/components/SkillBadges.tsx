import { ListenRow } from '../../../shared/listen/ListenRow';
import { skillsSpeech } from '../dashboardSpeech';
export function SkillBadges({ title, skills, empty, highlight }: { title: string; skills: readonly string[]; empty: string; highlight?: boolean }) {
  const id = `dash-skills-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="uf-card" aria-labelledby={id}>
      {/* The empty list's sentence is recorded; the skills come from the service and are read live. */}
      <ListenRow {...(skills.length === 0 ? { text: skillsSpeech(title, skills, empty) } : { live: skillsSpeech(title, skills, empty) })}>
        <h2 id={id}>{title}</h2>
        {skills.length === 0 ? (
          <p className="mz-note">{empty}</p>
        ) : (
          <ul className="dash-badges">
            {skills.map((skill) => (
              <li key={skill} className={highlight ? 'uf-badge uf-badge--premium' : 'uf-badge uf-badge--success'}>
                {skill}
              </li>
            ))}
          </ul>
        )}
      </ListenRow>
    </section>
  );
}
