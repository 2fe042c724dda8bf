import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AXXON_DEMO_RULES as R, AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import type { AxxonDemoResponse } from '@universo/platform/api/content';
import { Form, SubmitButton, TextAreaField, TextField } from '@universo/platform/forms';
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
  const form = useForm<DemoValues>({ defaultValues: { childName: knownName, message: '' } });
  const [result, setResult] = useState<AxxonDemoResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [analyze] = useAnalyzeIdeaMutation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [name, message] = form.watch(['childName', 'message']);
  const { getFieldState, setValue } = form;

  // Spec: the name defaults to the child's ('{name}': the profile's childName or the user's firstName), until the child edits it.
  useEffect(() => {
    if (!getFieldState('childName').isDirty) setValue('childName', knownName);
  }, [knownName, getFieldState, setValue]);

  async function submit(values: DemoValues) {
    setFailed(false);
    setResult(await analyze(demoRequest(values.childName, values.message)).unwrap());
    requestAnimationFrame(() => resultHeading.current?.focus());
  }

  return (
    <section className="uf-container uf-section axxon" aria-labelledby="axxon-title">
      <h1 id="axxon-title">
        <span aria-hidden="true">🔮</span> Demo AXXON
      </h1>
      <ListenRow text={AXXON_LEAD}>
        <p className="uf-lead">{AXXON_LEAD}</p>
      </ListenRow>
      <Form
        form={form}
        className="uf-form axxon-form"
        onSubmit={submit}
        onFailure={(error) => {
          // Spec section 8: demo errors are only logged; the child gets a gentle retry message.
          console.error('AXXON demo', error);
          setFailed(true);
        }}
      >
        <TextField id="axxon-name" name="childName" rule={R.childName} label="Tu nombre" autoComplete="off" />
        <TextAreaField
          id="axxon-message"
          name="message"
          rule={R.message}
          label="Tu idea o tu mensaje"
          className="uf-input mz-textarea"
          rows={4}
          placeholder="Ejemplo: Quiero vender pulseras de colores en mi colegio."
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
                form.setValue('message', idea.message, { shouldDirty: true });
                form.setFocus('message');
              }}
            >
              {idea.label}
            </button>
          ))}
        </fieldset>
        <div className="mz-actions">
          <SubmitButton disabled={!canSubmitDemo(name, message)} busyLabel="AXXON está pensando...">
            Preguntar a AXXON
          </SubmitButton>
        </div>
        {failed ? (
          <ListenRow text={DEMO_RETRY_MESSAGE}>
            <p className="axxon-retry" role="alert">
              {DEMO_RETRY_MESSAGE}
            </p>
          </ListenRow>
        ) : null}
      </Form>
      {result ? <DemoResult headingRef={resultHeading} result={result} /> : null}
    </section>
  );
}
