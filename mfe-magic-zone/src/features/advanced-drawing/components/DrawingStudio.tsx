import { type KeyboardEvent, useRef, useState } from 'react';
import { downloadBlob } from '../../../shared/download/downloadFile';
import { type DrawingOp, hasDrawing } from '../domain/drawingOps';
import { downloadName } from '../domain/galleryText';
import { canRedo, canUndo, emptyHistory, type History, record, redo, undo } from '../domain/history';
import { DEFAULT_SETTINGS, type ToolSettings } from '../domain/tools';
import { ConfirmDialog } from './ConfirmDialog';
import { DrawingCanvas } from './DrawingCanvas';
import { Toolbar } from './Toolbar';
import { DRAWING_QUESTIONS } from '../drawingSpeech';

export interface DrawingStudioProps {
  /** Saves the sheet (a PNG) to the gallery; resolves with what to tell the child. */
  onSave: (png: Blob) => Promise<void>;
  /** Why saving to the gallery is not possible now (no profile, gallery full), or null. */
  saveBlockedReason: string | null;
  saving: boolean;
}

/** Back and forward through the drawing's history, with their keyboard shortcuts. */
const HISTORY_STEPS = [
  { label: 'Deshacer', icon: '↶', keys: 'Control+Z', apply: undo, possible: canUndo },
  { label: 'Rehacer', icon: '↷', keys: 'Control+Y', apply: redo, possible: canRedo },
] as const;

function sheetToPng(canvas: HTMLCanvasElement | null): Promise<Blob | null> {
  return new Promise((resolve) => (canvas ? canvas.toBlob(resolve, 'image/png') : resolve(null)));
}

/** The canvas with its tools and actions; undo and redo also answer Ctrl+Z and Ctrl+Y (Cmd on a Mac). */
export function DrawingStudio({ onSave, saveBlockedReason, saving }: DrawingStudioProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [history, setHistory] = useState<History<DrawingOp>>(emptyHistory);
  const [settings, setSettings] = useState<ToolSettings>(DEFAULT_SETTINGS);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const drawn = hasDrawing(history.done);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) setHistory(undo);
    else if (key === 'y' || (key === 'z' && event.shiftKey)) setHistory(redo);
    else return;
    event.preventDefault();
  };

  // The sheet as a PNG for `deliver`; when it cannot be made the child is told so (never a silent button).
  const withSheetPng = async (failure: string, deliver: (png: Blob) => unknown) => {
    const png = await sheetToPng(canvasRef.current);
    if (!png) {
      setDownloadError(failure);
      return;
    }
    setDownloadError(null);
    await deliver(png);
  };
  const download = () => withSheetPng('No pudimos preparar el archivo. Inténtalo de nuevo.', (png) => downloadBlob(png, downloadName(new Date())));
  const save = () => withSheetPng('No pudimos preparar tu dibujo para guardarlo. Inténtalo de nuevo.', onSave);

  return (
    <div className="drawing-studio" onKeyDown={onKeyDown}>
      <Toolbar settings={settings} onChange={setSettings} />
      <DrawingCanvas ops={history.done} settings={settings} canvasRef={canvasRef} onDraw={(op) => setHistory((current) => record(current, op))} />
      <div className="drawing-actions" role="group" aria-label="Acciones del dibujo">
        {HISTORY_STEPS.map((step) => (
          <button
            key={step.label}
            type="button"
            className="uf-button uf-button--secondary"
            onClick={() => setHistory(step.apply)}
            disabled={!step.possible(history)}
            aria-keyshortcuts={step.keys}
          >
            <span aria-hidden="true">{step.icon}</span> {step.label}
          </button>
        ))}
        <button type="button" className="uf-button uf-button--secondary" onClick={() => setConfirmingClear(true)} disabled={!drawn}>
          <span aria-hidden="true">🗑️</span> Borrar todo
        </button>
        <button type="button" className="uf-button uf-button--secondary" onClick={() => void download()} disabled={!drawn}>
          <span aria-hidden="true">⬇️</span> Descargar PNG
        </button>
        <button type="button" className="uf-button uf-button--accent" onClick={() => void save()} disabled={!drawn || saving || saveBlockedReason !== null}>
          <span aria-hidden="true">💾</span> {saving ? 'Guardando...' : 'Guardar en mi galería'}
        </button>
      </div>
      {saveBlockedReason ? <p className="drawing-note">{saveBlockedReason}</p> : null}
      {downloadError ? (
        <p className="drawing-note drawing-note--error" role="alert">
          {downloadError}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmingClear}
        question={DRAWING_QUESTIONS.clearSheet}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          setHistory((current) => record(current, { kind: 'clear' }));
        }}
      />
    </div>
  );
}
