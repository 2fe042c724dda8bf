import { useEffect, useRef, useState } from 'react';
import { BOOK_THEME_RULE } from '@universo/contracts';
import { apiErrorMessage, CheckboxField, ruleAttributes, SelectField, TextField, toast, usePlainForm } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGenerateBookMutation } from './api/generateBook';
import {
  BOOK_LENGTH_OPTIONS,
  BOOK_TONE_OPTIONS,
  type BookGeneratorForm,
  bookSummary,
  DEFAULT_BOOK_GENERATOR_FORM,
  generateBookRequest,
} from './bookGeneratorOptions';
import { copyText } from './copyText';
import '../../shared/stories.css';
import './bookGenerator.css';

/** Spec section 8: the service's message, or this. */
const GENERATION_FAILED = 'No se pudo generar el libro';

interface GeneratedBook {
  text: string;
  options: BookGeneratorForm;
}

/** /generar-libro: the personalised book generator (idle, generating, result). */
export function BookGeneratorPage() {
  usePageTitle('Generar Libro');
  // The page is the form: the field set's controls and the shared rule, without react-hook-form
  // (its first load has no room for it under the 150 KB budget).
  const form = usePlainForm<BookGeneratorForm>({ rules: { theme: BOOK_THEME_RULE }, initial: { ...DEFAULT_BOOK_GENERATOR_FORM } });
  const [result, setResult] = useState<GeneratedBook | null>(null);
  const [generate, { isLoading: generating, reset }] = useGenerateBookMutation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const bookText = useRef<HTMLTextAreaElement>(null);
  const returning = useRef(false);
  const themeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
    else if (returning.current) {
      returning.current = false;
      themeField.current?.focus();
    }
  }, [result]);

  const onSubmit = form.submit(
    async (options) => {
      const { book } = await generate(generateBookRequest(options)).unwrap();
      setResult({ text: book, options });
    },
    { onFailure: (error) => toast({ title: 'Error', description: apiErrorMessage(error) ?? GENERATION_FAILED, variant: 'destructive' }) },
  );

  async function onCopy() {
    if (!result) return;
    const copied = await copyText(result.text, bookText.current);
    toast(
      copied
        ? { title: '¡Texto copiado!', description: 'Ya puedes pegar tu libro donde quieras.' }
        : { title: 'No se pudo copiar', description: 'Selecciona el texto y cópialo a mano.', variant: 'destructive' },
    );
  }

  function onNew() {
    returning.current = true;
    reset();
    setResult(null);
  }

  return (
    <section className="uf-container uf-section stories-generator" aria-labelledby="generator-title">
      <h1 id="generator-title">
        <span aria-hidden="true">📚 </span>Crea tu Libro Mágico
      </h1>
      <p className="uf-lead">
        Elige un tema, el largo y el tono, y AXXON escribirá para ti una historia nueva sobre emprendimiento y valores para leer en familia.
      </p>

      {result ? (
        <div className="uf-card stories-generator__result">
          <h2 ref={resultHeading} tabIndex={-1}>
            ¡Tu libro está listo!
          </h2>
          <p className="stories-generator__meta">{bookSummary(result.text, result.options)}</p>
          <div className="uf-field">
            <label htmlFor="generated-book">Texto del libro</label>
            <textarea id="generated-book" ref={bookText} className="uf-input stories-generator__text" value={result.text} readOnly rows={18} />
          </div>
          <div className="stories-actions">
            <button type="button" className="uf-button" onClick={() => void onCopy()}>
              <span aria-hidden="true">📋</span>
              Copiar Texto
            </button>
            <button type="button" className="uf-button uf-button--secondary" onClick={onNew}>
              <span aria-hidden="true">✨</span>
              Generar Nuevo
            </button>
          </div>
        </div>
      ) : (
        <form ref={form.formRef} className="uf-card uf-form stories-generator__form" aria-busy={generating} noValidate onSubmit={onSubmit}>
          <TextField
            id="book-theme"
            ref={themeField}
            label="Tema del libro"
            hint="Por ejemplo: emprendimiento, ahorro, amistad o reciclaje."
            {...ruleAttributes(BOOK_THEME_RULE)}
            {...form.text('theme')}
          />
          <div className="stories-generator__row">
            <SelectField id="book-length" label="Largo del libro" options={BOOK_LENGTH_OPTIONS} {...form.text('length')} />
            <SelectField id="book-tone" label="Tono de la historia" options={BOOK_TONE_OPTIONS} {...form.text('tone')} />
          </div>
          <CheckboxField
            id="book-personalized"
            hint="Con la sesión iniciada y el perfil creado, el nombre del niño o la niña será el del protagonista."
            {...form.checkbox('personalizedElements')}
          >
            Incluir elementos personalizados
          </CheckboxField>
          {form.problem ? (
            <p className="uf-field__error uf-form__problem" role="alert">
              {form.problem}
            </p>
          ) : null}
          <div className="stories-actions">
            <button type="submit" className="uf-button uf-button--accent" disabled={form.sending} aria-busy={form.sending}>
              <GenerateLabel text={form.sending ? 'Generando...' : 'Generar Libro'} />
            </button>
          </div>
          <div role="status" className="stories-generator__status">
            {generating ? (
              <p>
                <span className="uf-spinner stories-generator__spinner" aria-hidden="true" /> Estamos escribiendo tu libro mágico...
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

function GenerateLabel({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">🪄</span>
      {text}
    </>
  );
}
