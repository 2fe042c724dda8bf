import { AXXON_SAMPLE_IDEAS } from '@universo/contracts';
import { DEMO_RETRY_MESSAGE } from './domain/demoForm';

/** What the AXXON demo's "Escuchar" buttons read when the text is fixed (recorded clips); AXXON's answer changes, so it is read live. */
export const AXXON_LEAD = 'Cuéntale a AXXON tu idea de negocio o cómo te sientes, y descubre tu potencial emprendedor y tu creatividad.';
export const AXXON_SAMPLES_LEGEND = '¿Sin ideas? Prueba una:';
export const AXXON_SAMPLES_SPEECH = `${AXXON_SAMPLES_LEGEND} ${AXXON_SAMPLE_IDEAS.map((idea) => idea.label).join(', ')}.`;

export function axxonFixedTexts(): string[] {
  return [AXXON_LEAD, AXXON_SAMPLES_SPEECH, DEMO_RETRY_MESSAGE];
}
