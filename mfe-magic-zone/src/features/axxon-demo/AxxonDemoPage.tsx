import { useId, useRef, useState } from 'react';
import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import type { AxxonDemoResponse } from '@universo/platform/api/content';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useAnalyzeIdeaMutation } from './api/analyzeIdea';
import { DemoResult } from './components/DemoResult';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenRow } from '../../shared/listen/ListenRow';
import { AXXON_LEAD, AXXON_SAMPLES_LEGEND, AXXON_SAMPLES_SPEECH } from './axxonSpeech';
import { canSubmitDemo, DEMO_MESSAGE_MAX, DEMO_NAME_MAX, DEMO_RETRY_MESSAGE, demoRequest } from './domain/demoForm';
import { usePageTitle } from '@universo/platform/title';
import '../../shared/ui/games.css';
import './axxonDemo.css';

/** /axxon-demo: AXXON reads a child's idea and answers with insights (spec section 2). */
export function AxxonDemoPage() {
  usePageTitle('Demo AXXON');
  const id = useId();
  const { name: knownName } = useChildAge();
  const [editedName, setEditedName] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<AxxonDemoResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [analyze, { isLoading }] = useAnalyzeIdeaMutation();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Spec: the name defaults to the child's ('{name}': the profile's childName or the user's firstName).
  const name = editedName ?? knownName;
  const ready = canSubmitDemo(name, message) && !isLoading;

  const submit = async () => {
    if (!canSubmitDemo(name, message)) return;
    setFailed(false);
    try {
      const answer = await analyze(demoRequest(name, message)).unwrap();
      setResult(answer);
      requestAnimationFrame(() => resultHeading.current?.focus());
    } catch (error) {
      // Spec section 8: demo errors are only logged; the child gets a gentle retry message.
      console.error('AXXON demo', error);
      setFailed(true);
    }
  };

  return (
    <section className="uf-container uf-section axxon" aria-labelledby="axxon-title">
      <h1 id="axxon-title">
        <span aria-hidden="true">🔮</span> Demo AXXON
      </h1>
      <ListenRow text={AXXON_LEAD}>
        <p className="uf-lead">{AXXON_LEAD}</p>
      </ListenRow>
      <form
        className="uf-form axxon-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="uf-field">
          <label htmlFor={`${id}-name`}>Tu nombre</label>
          <input
            id={`${id}-name`}
            className="uf-input"
            value={name}
            maxLength={DEMO_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setEditedName(event.target.value)}
          />
        </div>
        <div className="uf-field">
          <label htmlFor={`${id}-message`}>Tu idea o tu mensaje</label>
          <textarea
            id={`${id}-message`}
            ref={messageRef}
            className="mz-textarea"
            rows={4}
            maxLength={DEMO_MESSAGE_MAX}
            placeholder="Ejemplo: Quiero vender pulseras de colores en mi colegio."
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <fieldset className="axxon-samples">
          <legend>{AXXON_SAMPLES_LEGEND}</legend>
          <ListenButton text={AXXON_SAMPLES_SPEECH} />
          {AXXON_SAMPLE_IDEAS.map((idea) => (
            <button
              key={idea.label}
              type="button"
              className="uf-button uf-button--secondary uf-button--small"
              aria-label={`Usar la idea: ${idea.label}`}
              onClick={() => {
                setMessage(idea.message);
                messageRef.current?.focus();
              }}
            >
              {idea.label}
            </button>
          ))}
        </fieldset>
        <div className="mz-actions">
          <button type="submit" className="uf-button" disabled={!ready}>
            {isLoading ? 'AXXON está pensando...' : 'Preguntar a AXXON'}
          </button>
        </div>
        {failed ? (
          <ListenRow text={DEMO_RETRY_MESSAGE}>
            <p className="axxon-retry" role="alert">
              {DEMO_RETRY_MESSAGE}
            </p>
          </ListenRow>
        ) : null}
      </form>
      {result ? <DemoResult headingRef={resultHeading} result={result} /> : null}
    </section>
  );
}
