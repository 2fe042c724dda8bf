// Spec section 2: newsletter and resource cards; their buttons have no action yet.
const RESOURCES = [
  { icon: '📥', title: 'Guías Descargables', text: 'Actividades y guías para imprimir en casa o en clase.' },
  { icon: '🎥', title: 'Webinars', text: 'Charlas con especialistas en educación financiera infantil.' },
  { icon: '👨‍👩‍👧‍👦', title: 'Comunidad', text: 'Familias y docentes que comparten ideas y experiencias.' },
] as const;

export function ParentResources() {
  return (
    <section className="uf-section" aria-labelledby="blog-resources-title">
      <h2 id="blog-resources-title">Recursos para acompañar</h2>
      <ul className="uf-grid">
        <li className="uf-card blog-newsletter">
          <span className="uf-card__icon" aria-hidden="true">
            💌
          </span>
          <h3>Boletín mensual</h3>
          <p>Un correo al mes con ideas, actividades y novedades del Universo de Francesca.</p>
          <div className="uf-card__actions">
            <button type="button" className="uf-button uf-button--accent">
              Suscribirse
            </button>
          </div>
        </li>
        {RESOURCES.map((resource) => (
          <li key={resource.title} className="uf-card">
            <span className="uf-card__icon" aria-hidden="true">
              {resource.icon}
            </span>
            <h3>{resource.title}</h3>
            <p>{resource.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
