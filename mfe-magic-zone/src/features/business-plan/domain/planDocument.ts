import { formatColombianDate } from '@universo/contracts';
import { safeFileNamePart } from '../../../shared/download/fileName';
import { type BusinessPlanAnswers, PLAN_QUESTIONS } from './planQuestions';
import { successStory } from './successStory';

/** Spec section 2: the download is named 'Plan-{name}.txt', {name} being the business's name. */
export function planFileName(plan: Pick<BusinessPlanAnswers, 'nombre'>): string {
  return `Plan-${safeFileNamePart(plan.nombre, 'Mi-Negocio')}.txt`;
}

/** The day the certificate is signed, as families in Colombia write it ("20 de noviembre de 2025"). */
export function certificateDate(date: Date): string {
  return formatColombianDate(date);
}

export interface PlanCertificate {
  title: string;
  awardedTo: string;
  text: string;
  date: string;
}

export function planCertificate(plan: BusinessPlanAnswers, childName: string, date: Date): PlanCertificate {
  return {
    title: 'Certificado de Emprendedor Mágico',
    awardedTo: childName.trim() || 'Emprendedor o emprendedora del Universo de Francesca',
    text: `Por crear el plan de negocio «${plan.nombre.trim()}» respondiendo las ${PLAN_QUESTIONS.length} preguntas del Plan de Emprendimiento con creatividad y valentía.`,
    date: certificateDate(date),
  };
}

/** The text file a child prints: the answers, the certificate and the success story. */
export function planDocument(plan: BusinessPlanAnswers, childName: string, date: Date): string {
  const certificate = planCertificate(plan, childName, date);
  const rule = '='.repeat(48);
  const lines = [
    rule,
    'MI PLAN DE EMPRENDIMIENTO',
    `«${plan.nombre.trim()}»`,
    rule,
    '',
    ...PLAN_QUESTIONS.flatMap((question, index) => [`${index + 1}. ${question.question}`, `   ${plan[question.key].trim()}`, '']),
    rule,
    certificate.title.toUpperCase(),
    rule,
    `Se otorga a: ${certificate.awardedTo}`,
    certificate.text,
    `Fecha: ${certificate.date}`,
    '',
    'Firma: ______________________',
    '',
    rule,
    'MI HISTORIA DE ÉXITO',
    rule,
    ...successStory(plan, childName).flatMap((paragraph) => [paragraph, '']),
    'Universo de Francesca · Zona Mágica',
  ];
  return `${lines.join('\n')}\n`;
}
