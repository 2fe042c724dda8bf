export function SkillBadges({ title, skills, empty, highlight }: { title: string; skills: readonly string[]; empty: string; highlight?: boolean }) {
  const id = `dash-skills-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="uf-card" aria-labelledby={id}>
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
    </section>
  );
}
