import { Link } from 'react-router-dom';
import { AUDIENCES, FREE_ITEMS, PLAN_ITEMS, SKILLS } from './homeContent';

export function HomePage() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="uf-container home-hero__inner">
          <p className="home-hero__eyebrow">Historias · Juegos · Emprendimiento</p>
          <h1 id="home-title">¡Bienvenidos al Universo de Francesca!</h1>
          <p className="uf-lead">
            Francesca y sus amigos mágicos enseñan a niñas y niños de 6 a 10 años a emprender, ahorrar y soñar en
            grande, con cuentos, juegos y retos en español.
          </p>
          <div className="home-hero__actions">
            <Link to="/historia" className="uf-button">
              Leer las historias
            </Link>
            <Link to="/subscription" className="uf-button uf-button--secondary">
              Ver el Plan Emprendedor Mágico
            </Link>
          </div>
        </div>
      </section>

      <section className="uf-section uf-container" aria-labelledby="home-what">
        <h2 id="home-what">¿Qué es el Universo de Francesca?</h2>
        <p>
          Un mundo de historias por capítulos, personajes con los que conversar, juegos de dinero y actividades para
          imprimir. Cada aventura deja una lección de emprendimiento y valores.
        </p>
      </section>

      <section className="uf-section uf-container" aria-labelledby="home-skills">
        <h2 id="home-skills">Lo que aprenderá tu hijo: siete habilidades</h2>
        <ul className="uf-grid home-skills">
          {SKILLS.map((skill) => (
            <li key={skill.title} className="uf-card">
              <span className="uf-card__icon" aria-hidden="true">
                {skill.icon}
              </span>
              <h3>{skill.title}</h3>
              <p>{skill.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="uf-section uf-container" aria-labelledby="home-audience">
        <h2 id="home-audience">¿Para quién es?</h2>
        <ul className="uf-grid">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="uf-card">
              <span className="uf-card__icon" aria-hidden="true">
                {audience.icon}
              </span>
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="uf-section uf-container home-plans" aria-label="Gratis y suscripción">
        <div className="uf-card">
          <h2>Gratis para empezar</h2>
          <ul className="home-checklist">
            {FREE_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="uf-card home-plans__premium">
          <h2>Plan Emprendedor Mágico</h2>
          <p className="home-plans__price">
            79.900 COP al mes <span>(unos 19,99 USD), cancela cuando quieras</span>
          </p>
          <ul className="home-checklist">
            {PLAN_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="uf-card__actions">
            <Link to="/subscription" className="uf-button uf-button--accent">
              Suscribirme al plan
            </Link>
          </div>
        </div>
      </section>

      <section className="uf-section home-join" aria-labelledby="home-join">
        <div className="uf-container">
          <h2 id="home-join">Empieza hoy tu aventura</h2>
          <p>Crea una cuenta gratis y descubre el primer capítulo de cada historia.</p>
          <Link to="/register" className="uf-button uf-button--accent">
            Crear cuenta gratis
          </Link>
        </div>
      </section>
    </div>
  );
}
