import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';

const PLAN = [
  ['¿Cómo se llama tu negocio?', 'Limonada Feliz'],
  ['¿Qué vas a vender o qué servicio vas a ofrecer?', 'Limonada fría con hierbabuena'],
  ['¿Qué problema o necesidad resuelve tu negocio?', 'En el parque hace calor y no hay bebidas frescas'],
  ['¿Cómo ayuda tu idea a resolverlo?', 'Llevo limonada fría en una nevera'],
  ['¿Quiénes serán tus clientes?', 'Las familias que juegan en el parque'],
  ['¿Cuánto costará?', '1.000 pesos el vaso'],
  ['¿Cuál es tu meta o sueño con este negocio?', 'Ahorrar para una bicicleta'],
] as const;

test('a child writes a business plan, gets the certificate and story, and downloads Plan-{name}.txt', async ({ page }) => {
  await page.goto('/zona-magica');
  const remote = page.locator('[data-remote="magicZone"]');
  await remote.getByRole('button', { name: 'Jugar Plan de Emprendimiento' }).click();

  const previous = remote.getByRole('button', { name: 'Anterior' });
  const next = remote.getByRole('button', { name: 'Siguiente' });
  await expect(remote.getByText('Pregunta 1 de 7')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
  // Whitespace is not an answer.
  await remote.getByRole('textbox', { name: PLAN[0][0] }).fill('   ');
  await expect(next).toBeDisabled();

  for (const [index, [question, answer]] of PLAN.entries()) {
    await expect(remote.getByText(`Pregunta ${index + 1} de 7`)).toBeVisible();
    const field = remote.getByRole('textbox', { name: question });
    await expect(field)
      .toBeFocused({ timeout: index === 0 ? 1 : undefined })
      .catch(() => undefined);
    await field.fill(answer);
    if (index === 1) {
      // Back and forth keeps the answers.
      await previous.click();
      await expect(remote.getByRole('textbox', { name: PLAN[0][0] })).toHaveValue(PLAN[0][1]);
      await remote.getByRole('button', { name: 'Siguiente' }).click();
      await expect(remote.getByRole('textbox', { name: question })).toHaveValue(answer);
    }
    const last = index === PLAN.length - 1;
    if (last) await expect(remote.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
    await remote.getByRole('button', { name: last ? 'Finalizar' : 'Siguiente' }).click();
  }

  await expect(remote.getByRole('heading', { name: '¡Tu plan «Limonada Feliz» está listo!' })).toBeFocused();
  const certificate = remote.getByRole('region', { name: 'Certificado de Emprendedor Mágico' });
  await expect(certificate).toContainText('«Limonada Feliz»');
  const story = remote.getByRole('region', { name: 'Tu historia de éxito' });
  await expect(story).toContainText('limonada fría con hierbabuena');
  await expect(story).toContainText('las familias que juegan en el parque');

  const downloading = page.waitForEvent('download');
  await remote.getByRole('button', { name: /Descargar mi plan/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Plan-Limonada Feliz.txt');
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  for (const [question, answer] of PLAN) {
    expect(text).toContain(question);
    expect(text).toContain(answer);
  }
  expect(text).toContain('CERTIFICADO DE EMPRENDEDOR MÁGICO');
  expect(text).toContain('MI HISTORIA DE ÉXITO');

  await remote.getByRole('button', { name: 'Crear Otro Plan' }).click();
  await expect(remote.getByText('Pregunta 1 de 7')).toBeVisible();
  await expect(remote.getByRole('textbox', { name: PLAN[0][0] })).toHaveValue('');
  await expect(remote.getByRole('button', { name: 'Anterior' })).toBeDisabled();
});
