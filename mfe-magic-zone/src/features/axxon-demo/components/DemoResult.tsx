import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { AxxonDemoResponse } from '@universo/platform/api/content';
import { ListenButton } from '../../../shared/listen/ListenButton';
import { ListenRow } from '../../../shared/listen/ListenRow';
import { isCreativityHighlighted, scoreText, suggestedActivityHref } from '../domain/demoForm';

/** Why an insight came out so: the service's one sentence for a child, under the value. */
function Why({ text, testId }: { text: string; testId: string }) {
  // An empty reason shows nothing rather than an empty line.
  return text ? (
    <dd className="axxon-why" data-testid={testId}>
      {text}
    </dd>
  ) : null;
}

/** An insight read aloud: its name, its value and why (AXXON's answer changes, so it is read live). */
function Listen({ text }: { text: string }) {
  return (
    <dd className="axxon-listen">
      <ListenButton live={text} />
    </dd>
  );
}

/** The demo's answer (spec section 3, Demo response), each insight with its reason. */
export function DemoResult({ result, headingRef }: { result: AxxonDemoResponse; headingRef?: Ref<HTMLHeadingElement> }) {
  const { message, magicInsights, rewards, nextSuggestions, explanations } = result.axxonResponse;
  const creative = isCreativityHighlighted(magicInsights.creativityLevel);
  return (
    <section className="axxon-result" aria-labelledby="axxon-result-title">
      <h2 id="axxon-result-title" ref={headingRef} tabIndex={-1}>
        La respuesta de AXXON para {result.childName}
      </h2>
      <ListenRow live={message}>
        <blockquote className="axxon-message">
          <p>{message}</p>
        </blockquote>
      </ListenRow>
      <dl className="axxon-insights">
        <div>
          <dt>Emoción detectada</dt>
          <dd data-testid="axxon-emocion">{magicInsights.childEmotion}</dd>
          <Why testId="axxon-emocion-porque" text={explanations.childEmotion} />
          <Listen text={`Emoción detectada: ${magicInsights.childEmotion}. ${explanations.childEmotion}`} />
        </div>
        <div>
          <dt>Potencial de negocio</dt>
          <dd data-testid="axxon-potencial">{scoreText(magicInsights.businessPotential)}</dd>
          <Why testId="axxon-potencial-porque" text={explanations.businessPotential} />
          <Listen text={`Potencial de negocio: ${scoreText(magicInsights.businessPotential)}. ${explanations.businessPotential}`} />
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
          <Why testId="axxon-creatividad-porque" text={explanations.creativityLevel} />
          <Listen text={`Creatividad: ${scoreText(magicInsights.creativityLevel)}. ${explanations.creativityLevel}`} />
        </div>
        <div>
          <dt>Actividad sugerida</dt>
          <dd>
            <Link to={suggestedActivityHref(magicInsights.suggestedActivity)}>{magicInsights.suggestedActivity.title}</Link>
          </dd>
          <Why testId="axxon-actividad-porque" text={explanations.suggestedActivity} />
          <Listen text={`Actividad sugerida: ${magicInsights.suggestedActivity.title}. ${explanations.suggestedActivity}`} />
        </div>
      </dl>
      {rewards.length > 0 ? (
        <section aria-labelledby="axxon-rewards-title">
          <h3 id="axxon-rewards-title">Recompensas</h3>
          <ul className="axxon-rewards">
            {rewards.map((reward) => (
              <li key={reward.description}>
                <span aria-hidden="true">🏅</span> {reward.description} <strong>+{reward.points} puntos</strong>{' '}
                <ListenButton live={`${reward.description}: ${reward.points} puntos.`} />
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
              <li key={suggestion}>
                {suggestion} <ListenButton live={suggestion} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
