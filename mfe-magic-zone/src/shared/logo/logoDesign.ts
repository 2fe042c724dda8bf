/** The logo creator's choices: the drawing zone of the Magic Zone. */
export const LOGO_SHAPES = [
  { id: 'circulo', label: 'Círculo' },
  { id: 'cuadrado', label: 'Cuadrado' },
  { id: 'escudo', label: 'Escudo' },
  { id: 'estrella', label: 'Estrella' },
  { id: 'hexagono', label: 'Hexágono' },
] as const;
export type LogoShape = (typeof LOGO_SHAPES)[number]['id'];

export const LOGO_COLORS = [
  { id: 'morado', label: 'Morado', hex: '#6d28d9' },
  { id: 'rosado', label: 'Rosado', hex: '#db2777' },
  { id: 'rojo', label: 'Rojo', hex: '#dc2626' },
  { id: 'naranja', label: 'Naranja', hex: '#ea580c' },
  { id: 'amarillo', label: 'Amarillo', hex: '#facc15' },
  { id: 'verde', label: 'Verde', hex: '#16a34a' },
  { id: 'azul', label: 'Azul', hex: '#2563eb' },
  { id: 'negro', label: 'Negro', hex: '#1f1635' },
  { id: 'blanco', label: 'Blanco', hex: '#ffffff' },
] as const;
export type LogoColor = (typeof LOGO_COLORS)[number]['id'];

export const LOGO_ICONS = [
  { id: 'ninguno', label: 'Sin ícono' },
  { id: 'estrella', label: 'Estrella' },
  { id: 'corazon', label: 'Corazón' },
  { id: 'rayo', label: 'Rayo' },
  { id: 'hoja', label: 'Hoja' },
  { id: 'corona', label: 'Corona' },
  { id: 'limon', label: 'Limón' },
  { id: 'cohete', label: 'Cohete' },
] as const;
export type LogoIcon = (typeof LOGO_ICONS)[number]['id'];

/**
 * The longest name the logo takes: a business name a child writes ("Limonadas Mágicas de la
 * Abuela") fits whole, on up to three lines (./logoScene.ts), never cut off.
 */
export const LOGO_TEXT_MAX = 40;

export interface LogoDesign {
  shape: LogoShape;
  shapeColor: LogoColor;
  icon: LogoIcon;
  iconColor: LogoColor;
  text: string;
  textColor: LogoColor;
}

export const DEFAULT_LOGO: LogoDesign = {
  shape: 'circulo',
  shapeColor: 'morado',
  icon: 'estrella',
  iconColor: 'amarillo',
  text: 'Mi Negocio',
  textColor: 'blanco',
};

export function colorHex(color: LogoColor): string {
  return LOGO_COLORS.find((c) => c.id === color)?.hex ?? '#000000';
}

export function colorLabel(color: LogoColor): string {
  return LOGO_COLORS.find((c) => c.id === color)?.label ?? color;
}

/** The logo's name: spaces folded, at most LOGO_TEXT_MAX characters. */
export function logoText(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ')).slice(0, LOGO_TEXT_MAX).join('');
}

/** One change of the design; a value that is not in the lists changes nothing. */
export function updateLogo<K extends keyof LogoDesign>(design: LogoDesign, key: K, value: LogoDesign[K]): LogoDesign {
  if (key === 'text') return { ...design, text: logoText(String(value)) };
  const lists: Record<Exclude<keyof LogoDesign, 'text'>, readonly { id: string }[]> = {
    shape: LOGO_SHAPES,
    shapeColor: LOGO_COLORS,
    icon: LOGO_ICONS,
    iconColor: LOGO_COLORS,
    textColor: LOGO_COLORS,
  };
  const list = lists[key as Exclude<keyof LogoDesign, 'text'>];
  return list.some((item) => item.id === value) ? { ...design, [key]: value } : design;
}

/** Text and shape of one colour are unreadable: the one warning the creator gives. */
export function textIsInvisible(design: LogoDesign): boolean {
  return design.text.trim() !== '' && design.textColor === design.shapeColor;
}

/** A key telling designs apart, so one design counts once in the child's progress. */
export function designKey(design: LogoDesign): string {
  return [design.shape, design.shapeColor, design.icon, design.iconColor, design.textColor, design.text.trim()].join('|');
}

/**
 * The design a child's business brings to the creator: its saved logo (choices no longer in the
 * lists fall back to the default's), else the default with the business's name on it.
 */
export function logoOfProject(project: { businessName: string; logo: { [K in keyof LogoDesign]: string } | null }): LogoDesign {
  if (!project.logo) return { ...DEFAULT_LOGO, text: logoText(project.businessName) };
  const saved = project.logo;
  const keys = ['shape', 'shapeColor', 'icon', 'iconColor', 'textColor'] as const;
  return keys.reduce<LogoDesign>((design, key) => updateLogo(design, key, saved[key] as LogoDesign[typeof key]), {
    ...DEFAULT_LOGO,
    text: logoText(saved.text),
  });
}
