import { expect, type Locator } from '@playwright/test';

const NUMBER_WORDS: Record<string, number> = {
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
};

/** What a parent does: reads the multiplication written in words and types the result. */
export async function answerParentalCheck(dialog: Locator): Promise<void> {
  const question = await dialog.getByText(/¿Cuánto es .+ multiplicado por .+\?/).textContent();
  const match = /¿Cuánto es (.+) multiplicado por (.+)\?/.exec(question ?? '');
  const [a, b] = [NUMBER_WORDS[match?.[1] ?? ''], NUMBER_WORDS[match?.[2] ?? '']];
  expect(a && b, `pregunta inesperada: ${question}`).toBeTruthy();
  await dialog.getByLabel('Respuesta (en números)').fill(String(a! * b!));
}
