import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BOOK_THEME_RULE } from '@universo/contracts';
import { apiErrorMessage, toast } from '@universo/platform';
import { CheckboxField, Form, FormProblem, SelectField, SubmitButton, TextField } from '@universo/platform/forms';
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
  const form = useForm<BookGeneratorForm>({ defaultValues: { ...DEFAULT_BOOK_GENERATOR_FORM } });
  const [result, setResult] = useState<GeneratedBook | null>(null);
  const [generate, { isLoading: generating, reset }] = useGenerateBookMutation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const bookText = useRef<HTMLTextAreaElement>(null);
  const returning = useRef(false);
  const { setFocus } = form;

  useEffect(() => {
    if (result) resultHeading.current?.focus();
    else if (returning.current) {
      returning.current = false;
      setFocus('theme');
    }
  }, [result, setFocus]);

  async function onSubmit(options: BookGeneratorForm) {
    const { book } = await generate(generateBookRequest(options)).unwrap();
    setResult({ text: book, options });
  }

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
        <Form
          form={form}
          className="uf-card uf-form stories-generator__form"
          aria-busy={generating}
          onSubmit={onSubmit}
          onFailure={(error) => toast({ title: 'Error', description: apiErrorMessage(error) ?? GENERATION_FAILED, variant: 'destructive' })}
        >
          <TextField
            id="book-theme"
            name="theme"
            rule={BOOK_THEME_RULE}
            label="Tema del libro"
            hint="Por ejemplo: emprendimiento, ahorro, amistad o reciclaje."
          />
          <div className="stories-generator__row">
            <SelectField id="book-length" name="length" label="Largo del libro" options={BOOK_LENGTH_OPTIONS} />
            <SelectField id="book-tone" name="tone" label="Tono de la historia" options={BOOK_TONE_OPTIONS} />
          </div>
          <CheckboxField
            id="book-personalized"
            name="personalizedElements"
            hint="Con la sesión iniciada y el perfil creado, el nombre del niño o la niña será el del protagonista."
          >
            Incluir elementos personalizados
          </CheckboxField>
          <FormProblem />
          <div className="stories-actions">
            <SubmitButton className="uf-button uf-button--accent" busyLabel={<GenerateLabel text="Generando..." />}>
              <GenerateLabel text="Generar Libro" />
            </SubmitButton>
          </div>
          <div role="status" className="stories-generator__status">
            {generating ? (
              <p>
                <span className="uf-spinner stories-generator__spinner" aria-hidden="true" /> Estamos escribiendo tu libro mágico...
              </p>
            ) : null}
          </div>
        </Form>
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
