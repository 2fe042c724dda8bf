/** What "Escuchar" reads for a group of choices: its name and every option ("Forma: Círculo, Cuadrado, Escudo."). */
export function choicesSpeech(legend: string, options: readonly { label: string }[]): string {
  return `${legend}: ${options.map((option) => option.label).join(', ')}.`;
}
