import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, TextField, toast } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGenerateBookMutation } from './api/generateBook';
import {
  BOOK_LENGTH_OPTIONS,
  BOOK_TONE_OPTIONS,
  type BookGeneratorForm,
  bookPageCount,
  DEFAULT_BOOK_GENERATOR_FORM,
  generateBookRequest,
  isBookLength,
  isBookTone,
  lengthLabel,
  THEME_MAX_LENGTH,
  themeProblem,
  toneLabel,
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
  const [form, setForm] = useState<BookGeneratorForm>({ ...DEFAULT_BOOK_GENERATOR_FORM });
  const [themeError, setThemeError] = useState<string | undefined>();
  const [result, setResult] = useState<GeneratedBook | null>(null);
  const [generate, { isLoading: generating, reset }] = useGenerateBookMutation();
  const themeInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const bookText = useRef<HTMLTextAreaElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
    else if (returning.current) {
      returning.current = false;
      themeInput.current?.focus();
    }
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating) return;
    const problem = themeProblem(form.theme);
    setThemeError(problem ?? undefined);
    if (problem) {
      themeInput.current?.focus();
      return;
    }
    const options = { ...form };
    try {
      const { book } = await generate(generateBookRequest(options)).unwrap();
      setResult({ text: book, options });
    } catch (error) {
      toast({ title: 'Error', description: apiErrorMessage(error) ?? GENERATION_FAILED, variant: 'destructive' });
    }
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
          <p className="stories-generator__meta">
            Tema «{result.options.theme.trim()}» · {lengthLabel(result.options.length)} · {toneLabel(result.options.tone)}
            {bookPageCount(result.text) > 0 ? ` · ${bookPageCount(result.text)} páginas` : ''}
          </p>
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
        <form className="uf-card uf-form stories-generator__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={generating}>
          <TextField
            id="book-theme"
            ref={themeInput}
            label="Tema del libro"
            hint="Por ejemplo: emprendimiento, ahorro, amistad o reciclaje."
            value={form.theme}
            maxLength={THEME_MAX_LENGTH}
            required
            error={themeError}
            disabled={generating}
            onChange={(event) => {
              const theme = event.currentTarget.value;
              setForm((current) => ({ ...current, theme }));
              if (themeError) setThemeError(themeProblem(theme) ?? undefined);
            }}
          />
          <div className="stories-generator__row">
            <div className="uf-field">
              <label htmlFor="book-length">Largo del libro</label>
              <select
                id="book-length"
                className="uf-input"
                value={form.length}
                disabled={generating}
                onChange={(event) => {
                  const length = event.currentTarget.value;
                  if (isBookLength(length)) setForm((current) => ({ ...current, length }));
                }}
              >
                {BOOK_LENGTH_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="uf-field">
              <label htmlFor="book-tone">Tono de la historia</label>
              <select
                id="book-tone"
                className="uf-input"
                value={form.tone}
                disabled={generating}
                onChange={(event) => {
                  const tone = event.currentTarget.value;
                  if (isBookTone(tone)) setForm((current) => ({ ...current, tone }));
                }}
              >
                {BOOK_TONE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="stories-generator__check">
            <input
              id="book-personalized"
              type="checkbox"
              checked={form.personalizedElements}
              disabled={generating}
              aria-describedby="book-personalized-hint"
              onChange={(event) => {
                const personalizedElements = event.currentTarget.checked;
                setForm((current) => ({ ...current, personalizedElements }));
              }}
            />
            <div>
              <label htmlFor="book-personalized">Incluir elementos personalizados</label>
              <p id="book-personalized-hint" className="uf-field__hint">
                Con la sesión iniciada y el perfil creado, el nombre del niño o la niña será el del protagonista.
              </p>
            </div>
          </div>
          <div className="stories-actions">
            <button type="submit" className="uf-button uf-button--accent" disabled={generating}>
              <span aria-hidden="true">🪄</span>
              {generating ? 'Generando...' : 'Generar Libro'}
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
