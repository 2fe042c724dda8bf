import { useEffect, useId, useRef, useState } from 'react';
import { downloadBlob } from '../../shared/download/downloadFile';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { ProjectBanner } from '../../shared/project/ProjectBanner';
import { useProject } from '../../shared/project/useProject';
import {
  colorLabel,
  DEFAULT_LOGO,
  designKey,
  LOGO_COLORS,
  LOGO_ICONS,
  LOGO_SHAPES,
  LOGO_TEXT_MAX,
  logoOfProject,
  type LogoDesign,
  textIsInvisible,
  updateLogo,
} from '../../shared/logo/logoDesign';
import { logoFileBase, logoSvg } from '../../shared/logo/logoScene';
import { LogoPicture } from '../../shared/logo/LogoPicture';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenParagraph, ListenRow } from '../../shared/listen/ListenRow';
import { svgToPng } from './logoImage';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { LOGO_CHOICE_LEGENDS, LOGO_CHOICE_OPTIONS, LOGO_CHOICES, LOGO_INTRO, LOGO_INVISIBLE, LOGO_NAME_SPEECH } from './logoSpeech';
import '../../shared/ui/games.css';
import './logoCreator.css';

const PNG_PIXELS = 512;

/** Crea tu Logo: the drawing zone. Every control is a form control, so it all works by keyboard. */
export function LogoCreator() {
  const id = useId();
  const [design, setDesign] = useState<LogoDesign>(DEFAULT_LOGO);
  const [status, setStatus] = useState('');
  const recordProgress = useRecordProgress();
  const recorded = useRef(new Set<string>());
  const { project, ready, save: saveProject } = useProject();
  // The child's business comes to the creator once, before the child changes anything.
  const touched = useRef(false);
  useEffect(() => {
    if (!ready || !project || touched.current) return;
    touched.current = true;
    setDesign(logoOfProject(project));
  }, [ready, project]);
  const set =
    <K extends keyof LogoDesign>(key: K) =>
    (value: LogoDesign[K]) => {
      touched.current = true;
      setDesign((current) => updateLogo(current, key, value));
    };

  const onDownloaded = (kind: string) => {
    setStatus(`¡Listo! Tu logo se descargó como ${kind}.`);
    // The downloaded logo is the business's logo (a logo with a name names a business not named yet).
    if (design.text.trim()) void saveProject({ logo: design });
    const key = designKey(design);
    if (recorded.current.has(key)) return;
    recorded.current.add(key);
    void recordProgress('logo_created', 'crea-logo', {
      details: { shape: design.shape, icon: design.icon, color: design.shapeColor, name: design.text.trim() },
    });
  };

  const downloadPng = async () => {
    try {
      downloadBlob(await svgToPng(logoSvg(design, PNG_PIXELS), PNG_PIXELS), `${logoFileBase(design)}.png`);
      onDownloaded('imagen PNG');
    } catch {
      setStatus('No pudimos crear la imagen. Prueba con «Descargar SVG».');
    }
  };

  const downloadSvg = () => {
    downloadBlob(new Blob([logoSvg(design, PNG_PIXELS)], { type: 'image/svg+xml;charset=utf-8' }), `${logoFileBase(design)}.svg`);
    onDownloaded('dibujo SVG');
  };

  const caption = `Logo: ${LOGO_SHAPES.find((s) => s.id === design.shape)?.label} ${colorLabel(design.shapeColor).toLowerCase()}${
    design.icon !== 'ninguno' ? `, ícono ${LOGO_ICONS.find((i) => i.id === design.icon)?.label.toLowerCase()}` : ''
  }${design.text.trim() ? `, con el nombre «${design.text.trim()}»` : ''}`;
  return (
    <div className="logo-creator">
      <ProjectBanner project={project} what="El logo de tu negocio" />
      <ListenParagraph text={LOGO_INTRO} />
      <div className="logo-layout">
        <figure className="logo-preview">
          <LogoPicture design={design} aria-labelledby={`${id}-caption`} data-testid="logo-canvas" />
          <figcaption id={`${id}-caption`}>{caption}</figcaption>
          <ListenButton live={caption} />
        </figure>
        <form className="logo-controls" onSubmit={(event) => event.preventDefault()}>
          <div className="uf-field">
            <label htmlFor={`${id}-text`}>Nombre de tu negocio</label>
            <input
              id={`${id}-text`}
              className="uf-input"
              value={design.text}
              maxLength={LOGO_TEXT_MAX}
              aria-describedby={`${id}-text-hint`}
              onChange={(event) => set('text')(event.target.value)}
            />
            <div className="mz-listen-row">
              <p id={`${id}-text-hint`} className="uf-field__hint">
                Hasta {LOGO_TEXT_MAX} letras.
              </p>
              <ListenButton text={LOGO_NAME_SPEECH} />
            </div>
          </div>
          {LOGO_CHOICES.map((key) => (
            <ChoiceGroup<string>
              key={key}
              legend={LOGO_CHOICE_LEGENDS[key]}
              name={`${id}-${key}`}
              options={LOGO_CHOICE_OPTIONS[key]}
              value={design[key]}
              onChange={(value) => set(key)(value as LogoDesign[typeof key])}
              look={LOGO_CHOICE_OPTIONS[key] === LOGO_COLORS ? 'swatch' : 'text'}
            />
          ))}
          {textIsInvisible(design) ? (
            <ListenRow text={LOGO_INVISIBLE}>
              <p className="mz-note">{LOGO_INVISIBLE}</p>
            </ListenRow>
          ) : null}
        </form>
      </div>
      <div className="mz-actions">
        <button type="button" className="uf-button" onClick={() => void downloadPng()}>
          <span aria-hidden="true">🖼️</span> Descargar PNG
        </button>
        <button type="button" className="uf-button uf-button--secondary" onClick={downloadSvg}>
          Descargar SVG
        </button>
        <button
          type="button"
          className="uf-button uf-button--secondary"
          onClick={() => {
            touched.current = true;
            setDesign(DEFAULT_LOGO);
          }}
        >
          Empezar de nuevo
        </button>
      </div>
      <p className="mz-message" role="status">
        {status}
      </p>
      {status ? <ListenButton live={status} /> : null}
    </div>
  );
}
