import { useEffect, useRef, useState } from 'react';
import { AXXON_DEMO_RULES as R, AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import type { AxxonDemoResponse } from '@universo/platform/api/content';
import { ruleAttributes, TextAreaField, TextField, usePlainForm } from '@universo/platform';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useAnalyzeIdeaMutation } from './api/analyzeIdea';
import { DemoResult } from './components/DemoResult';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenRow } from '../../shared/listen/ListenRow';
import { AXXON_LEAD, AXXON_SAMPLES_LEGEND, AXXON_SAMPLES_SPEECH } from './axxonSpeech';
import { canSubmitDemo, DEMO_RETRY_MESSAGE, demoRequest } from './domain/demoForm';
import { usePageTitle } from '@universo/platform/title';
import '../../shared/ui/games.css';
import './axxonDemo.css';

interface DemoValues {
  childName: string;
  message: string;
}

/** /axxon-demo: AXXON reads a child's idea and answers with insights (spec section 2). */
export function AxxonDemoPage() {
  usePageTitle('Demo AXXON');
  const { name: knownName } = useChildAge();
  // The page is the form: the field set's controls and the shared rules, without react-hook-form
  // (its first load has no room for it under the 150 KB budget).
  const form = usePlainForm<DemoValues>({ rules: R, initial: { childName: knownName, message: '' } });
  const [result, setResult] = useState<AxxonDemoResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [analyze] = useAnalyzeIdeaMutation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const { childName: name, message } = form.values;
  const { edited, setValue } = form;

  // Spec: the name defaults to the child's ('{name}': the profile's childName or the user's firstName), until the child edits it.
  useEffect(() => {
    if (!edited('childName')) setValue('childName', knownName);
  }, [knownName, edited, setValue]);

  const submit = form.submit(
    async (values) => {
      setFailed(false);
      setResult(await analyze(demoRequest(values.childName, values.message)).unwrap());
      requestAnimationFrame(() => resultHeading.current?.focus());
    },
    {
      onFailure: (error) => {
        // Spec section 8: demo errors are only logged; the child gets a gentle retry message.
        console.error('AXXON demo', error);
        setFailed(true);
      },
    },
  );

  return (
    <section className="uf-container uf-section axxon" aria-labelledby="axxon-title">
      <h1 id="axxon-title">
        <span aria-hidden="true">🔮</span> Demo AXXON
      </h1>
      <ListenRow text={AXXON_LEAD}>
        <p className="uf-lead">{AXXON_LEAD}</p>
      </ListenRow>
      <form ref={form.formRef} className="uf-form axxon-form" noValidate onSubmit={submit}>
        <TextField id="axxon-name" label="Tu nombre" autoComplete="off" {...ruleAttributes(R.childName)} {...form.text('childName')} />
        <TextAreaField
          id="axxon-message"
          ref={messageField}
          label="Tu idea o tu mensaje"
          className="uf-input mz-textarea"
          rows={4}
          placeholder="Ejemplo: Quiero vender pulseras de colores en mi colegio."
          {...ruleAttributes(R.message)}
          {...form.text('message')}
        />
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
                form.setValue('message', idea.message, { edited: true });
                messageField.current?.focus();
              }}
            >
              {idea.label}
            </button>
          ))}
        </fieldset>
        <div className="mz-actions">
          <button type="submit" className="uf-button" disabled={form.sending || !canSubmitDemo(name, message)} aria-busy={form.sending}>
            {form.sending ? 'AXXON está pensando...' : 'Preguntar a AXXON'}
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
