export const reply = 'hola';
