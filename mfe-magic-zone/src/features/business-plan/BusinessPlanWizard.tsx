import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { downloadText } from '../../shared/download/downloadFile';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { useProject } from '../../shared/project/useProject';
import { PlanCertificate } from './components/PlanCertificate';
import { planCertificate, planDocument, planFileName } from './domain/planDocument';
import { PLAN_QUESTIONS } from './domain/planQuestions';
import { answerCurrent, canGoNext, canGoPrevious, currentQuestion, goNext, goPrevious, initialPlanWizard, isLastQuestion } from './domain/planWizard';
import { successStory } from './domain/successStory';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenRow } from '../../shared/listen/ListenRow';
import { questionSpeech } from './planSpeech';
import '../../shared/ui/games.css';
import './businessPlan.css';

export interface BusinessPlanWizardProps {
  /** The day on the certificate (injectable for tests). */
  now?: () => Date;
}

/** Plan de Emprendimiento: 7 questions, then a certificate, a success story and the download. */
export function BusinessPlanWizard({ now = () => new Date() }: BusinessPlanWizardProps) {
  const [state, setState] = useState(initialPlanWizard);
  const [plansMade, setPlansMade] = useState(0);
  const { name } = useChildAge();
  const recordProgress = useRecordProgress();
  const { save: saveProject } = useProject();
  const answerId = useId();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef({ step: state.step, finished: state.finished });
  const [finishedAt, setFinishedAt] = useState<Date | null>(null);

  // Focus follows the wizard (not on the first paint: the activity's heading has it then).
  useEffect(() => {
    const shown = shownStep.current;
    if (shown.step === state.step && shown.finished === state.finished) return;
    shownStep.current = { step: state.step, finished: state.finished };
    if (state.finished) resultRef.current?.focus();
    else answerRef.current?.focus();
  }, [state.step, state.finished]);

  const result = useMemo(() => {
    if (!state.finished || !finishedAt) return null;
    return {
      certificate: planCertificate(state.answers, name, finishedAt),
      story: successStory(state.answers, name),
      fileName: planFileName(state.answers),
      document: planDocument(state.answers, name, finishedAt),
    };
  }, [state, name, finishedAt]);

  const next = () => {
    if (!canGoNext(state)) return;
    const following = goNext(state);
    setState(following);
    if (following.finished) {
      setFinishedAt(now());
      setPlansMade((count) => count + 1);
      // The plan names the child's business: the logo, the lemonade stand, the simulator and the dashboard take it.
      void saveProject({ plan: following.answers });
      void recordProgress('business_plan_created', 'plan-emprendimiento', {
        details: { plan: following.answers.nombre.slice(0, 120), questions: PLAN_QUESTIONS.length },
      });
    }
  };

  if (result) {
    return (
      <div className="bp-result" data-plans={plansMade}>
        <ListenRow live={`¡Tu plan «${state.answers.nombre}» está listo!`}>
          <h3 ref={resultRef} tabIndex={-1}>
            ¡Tu plan «{state.answers.nombre}» está listo!
          </h3>
        </ListenRow>
        <PlanCertificate certificate={result.certificate} />
        <ListenRow live={`Guardamos «${state.answers.nombre}» como tu emprendimiento: lo verás en tu logo, en el puesto de limonada y en tu panel.`}>
          <p className="mz-note" data-testid="bp-project-saved">
            Guardamos «{state.answers.nombre}» como tu emprendimiento: lo verás en tu logo, en el puesto de limonada y en tu panel.
          </p>
        </ListenRow>
        <section className="mz-panel" aria-labelledby="bp-story-title">
          <h3 id="bp-story-title">Tu historia de éxito</h3>
          {result.story.map((paragraph) => (
            <ListenRow key={paragraph} live={paragraph}>
              <p>{paragraph}</p>
            </ListenRow>
          ))}
        </section>
        <div className="mz-actions">
          <button type="button" className="uf-button" onClick={() => downloadText(result.document, result.fileName)}>
            <span aria-hidden="true">⬇️</span> Descargar mi plan ({result.fileName})
          </button>
          <button
            type="button"
            className="uf-button uf-button--secondary"
            onClick={() => {
              setState(initialPlanWizard());
              setFinishedAt(null);
            }}
          >
            Crear Otro Plan
          </button>
        </div>
      </div>
    );
  }

  const question = currentQuestion(state);
  return (
    <form
      className="bp-wizard"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <p className="bp-step" aria-live="polite">
        Pregunta {state.step + 1} de {PLAN_QUESTIONS.length}
      </p>
      <div className="bp-dots" aria-hidden="true">
        {PLAN_QUESTIONS.map((q, index) => (
          <span key={q.key} className={index <= state.step ? 'bp-dot bp-dot--done' : 'bp-dot'} />
        ))}
      </div>
      <div className="uf-field">
        <label htmlFor={answerId} className="bp-question">
          {question.question}
        </label>
        <div className="mz-listen-row">
          <p id={`${answerId}-hint`} className="uf-field__hint">
            {question.hint}
          </p>
          <ListenButton key={question.key} text={questionSpeech(question)} />
        </div>
        <textarea
          id={answerId}
          ref={answerRef}
          className="uf-input mz-textarea"
          rows={3}
          maxLength={300}
          aria-describedby={`${answerId}-hint`}
          placeholder={question.placeholder}
          value={state.answers[question.key]}
          onChange={(event) => setState((current) => answerCurrent(current, event.target.value))}
        />
      </div>
      <div className="mz-actions">
        <button type="button" className="uf-button uf-button--secondary" disabled={!canGoPrevious(state)} onClick={() => setState(goPrevious)}>
          Anterior
        </button>
        <button type="submit" className="uf-button" disabled={!canGoNext(state)}>
          {isLastQuestion(state) ? 'Finalizar' : 'Siguiente'}
        </button>
      </div>
    </form>
  );
}
