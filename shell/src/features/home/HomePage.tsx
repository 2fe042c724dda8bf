// The subpath, not the platform's index: the home page loads neither the store nor the platform.
import { CardIcon } from '@universo/platform/card-icon';
import { Artwork } from '@universo/art';
import { CHISPAS_PORTRAIT, FRANCESCA_PORTRAIT, SOMBRA_PORTRAIT } from '@universo/art/characters';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFamilyPlan } from '../../shared/familyPlan/familyPlanProbe';
import { type FamilyPlanView, planRenewalText } from '../../shared/familyPlan/familyPlanView';
import { AUDIENCES, type Feature, FREE_ITEMS, PLAN_ITEMS, REASONS, SKILLS } from './homeContent';
import { SITE_NAME, usePageTitle } from '@universo/platform/title';

/**
 * Spec section 2, "Home": hero, what it is, skills, plan, audience, why it works, free, subscribe,
 * join. The plan is pitched only to those who do not have it; the join call only to visitors.
 */
/** Francesca between the friend who lights her ideas and the one who taught her to try again. */
// Sized by their width attribute (88, 120, 88 px: the three fit a 360 px screen), not by CSS: the
// shell's stylesheet rides on every route, these sizes only in the home page's chunk.
const HERO_PORTRAITS = [
  { ...CHISPAS_PORTRAIT, width: 88, height: 88 },
  { ...FRANCESCA_PORTRAIT, width: 120, height: 120 },
  { ...SOMBRA_PORTRAIT, width: 88, height: 88 },
];

/** The hero's second way in: the Magic Zone for families with the plan, the plan for everyone else. */
const HERO_SECOND = {
  premium: { to: '/zona-magica', label: 'Ir a la Zona Mágica' },
  others: { to: '/subscription', label: 'Ver el Plan Emprendedor Mágico' },
} as const;

export function HomePage() {
  // The home page is the site itself: its name alone.
  usePageTitle(SITE_NAME);
  const plan = useFamilyPlan();
  const premium = plan.kind === 'premium';
  const heroSecond = premium ? HERO_SECOND.premium : HERO_SECOND.others;
  return (
    <div className="home" data-family-plan={plan.kind}>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="uf-container home-hero__inner">
          {/* The first thing a family sees: loaded at once, each file a few hundred bytes. */}
          <div className="home-hero__art">
            {HERO_PORTRAITS.map((portrait) => (
              <Artwork key={portrait.alt} image={portrait} eager />
            ))}
          </div>
          <p className="home-hero__eyebrow">Historias · Juegos · Emprendimiento</p>
          <h1 id="home-title">¡Bienvenidos al Universo de Francesca!</h1>
          <p className="uf-lead">
            Francesca y sus amigos mágicos enseñan a niñas y niños de 6 a 10 años a emprender, ahorrar y soñar en grande, con cuentos, juegos y retos en
            español.
          </p>
          <div className="home-hero__actions">
            <Link to="/historia" className="uf-button">
              Comenzar la aventura
            </Link>
            <Link to={heroSecond.to} className="uf-button uf-button--secondary">
              {heroSecond.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="uf-section uf-container home-what" aria-labelledby="home-what">
        <h2 id="home-what">¿Qué es el Universo de Francesca?</h2>
        <p>
          Es un mundo de historias por capítulos sobre una niña que descubre, con sus amigos mágicos, que una buena idea puede ayudar a los demás. Los niños
          leen y escuchan sus aventuras, conversan con los personajes, juegan en la Zona Mágica y hacen actividades para imprimir.
        </p>
        <p>Cada aventura deja una lección sobre el dinero, el ahorro y los valores. Sin publicidad y pensado para que las familias acompañen.</p>
      </section>

      <FeatureSection id="home-skills" title="Lo que aprenderá tu hijo: siete habilidades para la vida" features={SKILLS} listClassName="home-skills" />

      <section className="uf-section home-band" aria-labelledby="home-plan">
        <div className="uf-container">
          <h2 id="home-plan">{premium ? 'Lo que incluye tu plan' : 'Qué incluye la suscripción'}</h2>
          <FeatureList features={PLAN_ITEMS} className="home-plan-items" itemClassName="home-plan-item" />
        </div>
      </section>

      <FeatureSection id="home-audience" title="¿Quién puede usarlo?" features={AUDIENCES} />

      <FeatureSection id="home-why" title="¿Por qué funciona?" features={REASONS} />

      <section className="uf-section uf-container home-plans" aria-label="Gratis y suscripción">
        <section className="uf-card" aria-labelledby="home-free">
          <h2 id="home-free">Qué es gratis</h2>
          <p>Con una cuenta gratuita tu hijo puede empezar hoy mismo:</p>
          <ul className="home-checklist">
            {FREE_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="uf-card__actions">
            <Link to="/historia" className="uf-button uf-button--secondary">
              Leer el primer capítulo
            </Link>
          </div>
        </section>
        <PlanCard plan={plan} />
      </section>

      {plan.kind === 'visitor' || plan.kind === 'unknown' ? (
        <section className="uf-section home-join" aria-labelledby="home-join">
          <div className="uf-container">
            <h2 id="home-join">Únete al Universo de Francesca</h2>
            <p>Crea tu cuenta gratis en un minuto y empieza a leer, jugar y conversar con Francesca.</p>
            <Link to="/register" className="uf-button uf-button--accent">
              Crear cuenta gratis
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

interface FeatureSectionProps {
  id: string;
  title: string;
  features: readonly Feature[];
  listClassName?: string;
}

/** A titled section with a grid of cards, each an icon, a title and a sentence (the skills, the audiences, the reasons). */
function FeatureSection({ id, title, features, listClassName }: FeatureSectionProps) {
  return (
    <section className="uf-section uf-container" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <FeatureList features={features} className={listClassName} />
    </section>
  );
}

/** What the subscribe card says: the plan's state and the way to it, or the pitch and the way to subscribe. */
interface PlanCardWords {
  title: string;
  price: ReactNode;
  text: string;
  action: { to: string; label: string };
}

const PITCH: PlanCardWords = {
  title: 'Suscríbete al Plan Emprendedor Mágico',
  price: (
    <>
      79.900 COP al mes <span>(aprox. 19,99 USD). Cancela cuando quieras.</span>
    </>
  ),
  text: 'Desbloquea todo el Universo de Francesca y, si no te convence, tienes 30 días de garantía de devolución de tu dinero.',
  action: { to: '/subscription', label: 'Suscribirme al plan' },
};

function activePlanWords(plan: Extract<FamilyPlanView, { kind: 'premium' }>): PlanCardWords {
  return {
    title: 'Tu Plan Emprendedor Mágico está activo',
    price: planRenewalText(plan),
    text: 'Todas las historias, los juegos, las descargas y el chat con todos los personajes son tuyos.',
    action: { to: '/account/subscription', label: 'Ver mi suscripción' },
  };
}

/** A grid of cards, each an icon, its title when it has one, and a sentence. */
function FeatureList({ features, className, itemClassName }: { features: readonly Feature[]; className?: string; itemClassName?: string }) {
  return (
    <ul className={className ? `uf-grid ${className}` : 'uf-grid'}>
      {features.map((feature) => (
        <li key={feature.title ?? feature.text} className={itemClassName ? `uf-card ${itemClassName}` : 'uf-card'}>
          <CardIcon>{feature.icon}</CardIcon>
          {feature.title ? <h3>{feature.title}</h3> : null}
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The subscribe card: the pitch for visitors and free families, the plan's state for those who have it. */
function PlanCard({ plan }: { plan: FamilyPlanView }) {
  const words = plan.kind === 'premium' ? activePlanWords(plan) : PITCH;
  return (
    <section className="uf-card home-plans__premium" aria-labelledby="home-subscribe" data-plan={plan.kind === 'premium' ? 'premium' : undefined}>
      <h2 id="home-subscribe">{words.title}</h2>
      <p className="home-plans__price">{words.price}</p>
      <p>{words.text}</p>
      <div className="uf-card__actions">
        <Link to={words.action.to} className="uf-button uf-button--accent">
          {words.action.label}
        </Link>
      </div>
    </section>
  );
}
