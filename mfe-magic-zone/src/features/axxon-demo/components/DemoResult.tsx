import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { AxxonDemoResponse } from '@universo/contracts';
import { isCreativityHighlighted, scoreText, suggestedActivityHref } from '../domain/demoForm';

/** The demo's answer (spec section 3, Demo response). */
export function DemoResult({ result, headingRef }: { result: AxxonDemoResponse; headingRef?: Ref<HTMLHeadingElement> }) {
  const { message, magicInsights, rewards, nextSuggestions } = result.axxonResponse;
  const creative = isCreativityHighlighted(magicInsights.creativityLevel);
  return (
    <section className="axxon-result" aria-labelledby="axxon-result-title">
      <h2 id="axxon-result-title" ref={headingRef} tabIndex={-1}>
        La respuesta de AXXON para {result.childName}
      </h2>
      <blockquote className="axxon-message">
        <p>{message}</p>
      </blockquote>
      <dl className="axxon-insights">
        <div>
          <dt>Emoción detectada</dt>
          <dd data-testid="axxon-emocion">{magicInsights.childEmotion}</dd>
        </div>
        <div>
          <dt>Potencial de negocio</dt>
          <dd data-testid="axxon-potencial">{scoreText(magicInsights.businessPotential)}</dd>
        </div>
        <div>
          <dt>Creatividad</dt>
          <dd>
            <span
              className={creative ? 'uf-badge axxon-badge axxon-badge--high' : 'uf-badge axxon-badge'}
              data-testid="axxon-creatividad"
              data-highlighted={creative}
            >
              {creative ? <span aria-hidden="true">🌟 </span> : null}
              {scoreText(magicInsights.creativityLevel)}
              {creative ? <span className="uf-visually-hidden"> (¡muy creativa!)</span> : null}
            </span>
          </dd>
        </div>
        <div>
          <dt>Actividad sugerida</dt>
          <dd>
            <Link to={suggestedActivityHref(magicInsights.suggestedActivity)}>{magicInsights.suggestedActivity.title}</Link>
          </dd>
        </div>
      </dl>
      {rewards.length > 0 ? (
        <section aria-labelledby="axxon-rewards-title">
          <h3 id="axxon-rewards-title">Recompensas</h3>
          <ul className="axxon-rewards">
            {rewards.map((reward) => (
              <li key={reward.description}>
                <span aria-hidden="true">🏅</span> {reward.description} <strong>+{reward.points} puntos</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {nextSuggestions.length > 0 ? (
        <section aria-labelledby="axxon-next-title">
          <h3 id="axxon-next-title">Tus próximos pasos</h3>
          <ol>
            {nextSuggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
