import type { Term } from '../domain/termMatching';

/** How often children come up with an idea: the commoner, the less it adds to creativity. */
export type Commonness = 'clasica' | 'comun';

/** A product or service children often name, found by its words or by a verb near an object. */
export interface KnownIdea {
  id: string;
  /** How AXXON names a service back ("cuidado de mascotas"); a product is named by the child's own word ("tortas"). */
  label: string;
  kind: 'producto' | 'servicio';
  commonness: Commonness;
  terms?: readonly Term[];
  /** A verb followed, within three words, by one of the objects ("cuidar a las mascotas"). */
  verbObject?: { verbs: readonly Term[]; objects: readonly Term[] };
  /** What customers do with it, when not "comprar" (a product) or "necesitar" (a service). */
  customerVerb?: string;
}

export const KNOWN_IDEAS: readonly KnownIdea[] = [
  { id: 'limonada', label: 'limonada', kind: 'producto', commonness: 'clasica', terms: ['limonada*', 'jugo de limon', 'limones'] },
  { id: 'jugos', label: 'jugos', kind: 'producto', commonness: 'clasica', terms: ['jugo', 'jugos', 'batido*', 'malteada*'] },
  { id: 'galletas', label: 'galletas', kind: 'producto', commonness: 'clasica', terms: ['galleta*'] },
  {
    id: 'postres',
    label: 'postres',
    kind: 'producto',
    commonness: 'clasica',
    terms: ['postre*', 'torta*', 'pastel*', 'ponque*', 'cupcake*', 'brownie*', 'bizcocho*', 'muffin*', 'gelatina*'],
  },
  {
    id: 'dulces',
    label: 'dulces',
    kind: 'producto',
    commonness: 'clasica',
    terms: ['dulces', 'golosina*', 'caramelo*', 'chocolate*', 'bombon*', 'chupeta*', 'bocadillo*', 'cocada*'],
  },
  { id: 'helados', label: 'helados', kind: 'producto', commonness: 'clasica', terms: ['helado*', 'paleta*', 'raspado*'] },
  {
    id: 'comida',
    label: 'comida casera',
    kind: 'producto',
    commonness: 'clasica',
    terms: ['arepa*', 'empanada*', 'bunuelo*', 'sandwich*', 'sanduche*', 'pizza*', 'crispeta*', 'palomita*', 'perro caliente', 'comida*'],
  },
  { id: 'pulseras', label: 'pulseras', kind: 'producto', commonness: 'comun', terms: ['pulsera*', 'manilla*', 'brazalete*'] },
  { id: 'bisuteria', label: 'collares y aretes', kind: 'producto', commonness: 'comun', terms: ['collar', 'collares', 'arete*', 'anillo*', 'bisuteria'] },
  { id: 'llaveros', label: 'llaveros', kind: 'producto', commonness: 'comun', terms: ['llavero*'] },
  { id: 'dibujos', label: 'dibujos', kind: 'producto', commonness: 'comun', terms: ['dibujo*', 'cuadro*', 'ilustracion*', 'retrato*', 'caricatura*'] },
  { id: 'tarjetas', label: 'tarjetas', kind: 'producto', commonness: 'comun', terms: ['tarjeta*', 'postal*', 'separador*'] },
  { id: 'stickers', label: 'stickers', kind: 'producto', commonness: 'comun', terms: ['sticker*', 'calcomania*', 'pegatina*'] },
  { id: 'slime', label: 'slime', kind: 'producto', commonness: 'comun', terms: ['slime*', 'plastilina*'] },
  { id: 'plantas', label: 'plantas', kind: 'producto', commonness: 'comun', terms: ['planta', 'plantas', 'matera*', 'maceta*', 'flores', 'suculenta*', 'cactus'] },
  { id: 'juguetes', label: 'juguetes', kind: 'producto', commonness: 'comun', terms: ['juguete*', 'muneca*', 'peluche*', 'carrito*', 'trompo*', 'cometa*'] },
  { id: 'ropa', label: 'ropa', kind: 'producto', commonness: 'comun', terms: ['ropa', 'camiseta*', 'gorra*', 'medias', 'bufanda*'] },
  { id: 'jabones', label: 'jabones y velas', kind: 'producto', commonness: 'comun', terms: ['jabon*', 'vela', 'velas'] },
  {
    id: 'videos',
    label: 'videos',
    kind: 'producto',
    commonness: 'comun',
    terms: ['video*', 'youtube*', 'canal de', 'tiktok*', 'podcast*', 'streaming'],
    customerVerb: 'ver',
  },
  {
    id: 'tareas',
    label: 'ayuda con las tareas',
    kind: 'servicio',
    commonness: 'comun',
    terms: ['tarea*', 'tutoria*', 'clases de', 'clases particulares', 'refuerzo*'],
    verbObject: {
      verbs: ['ensen*', 'explic*'],
      objects: ['matematica*', 'lectura', 'leer', 'escribir', 'ingles', 'ciencia*', 'sumar', 'restar', 'multiplicar'],
    },
  },
  {
    id: 'mascotas',
    label: 'cuidado de mascotas',
    kind: 'servicio',
    commonness: 'comun',
    verbObject: { verbs: ['cuid*', 'pase*', 'banar', 'bane*'], objects: ['perro*', 'mascota*', 'gato*', 'perrito*', 'gatito*'] },
  },
  {
    id: 'lavado',
    label: 'lavado',
    kind: 'servicio',
    commonness: 'comun',
    verbObject: { verbs: ['lav*', 'limpi*', 'brill*'], objects: ['carro*', 'auto*', 'bicicleta*', 'bici*', 'zapato*', 'tenis'] },
  },
  {
    id: 'jardineria',
    label: 'jardinería',
    kind: 'servicio',
    commonness: 'comun',
    terms: ['jardineria'],
    verbObject: { verbs: ['regar', 'riego', 'cuid*', 'sembr*'], objects: ['planta*', 'jardin*', 'matas', 'huerta*'] },
  },
  { id: 'mandados', label: 'mandados', kind: 'servicio', commonness: 'comun', terms: ['mandado*', 'recado*'] },
  { id: 'fiestas', label: 'decoración de fiestas', kind: 'servicio', commonness: 'comun', terms: ['fiesta*', 'cumpleano*', 'decoracion*', 'globo*'] },
  {
    id: 'espectaculos',
    label: 'espectáculos',
    kind: 'servicio',
    commonness: 'comun',
    terms: ['concierto*', 'show', 'obra de teatro', 'titere*', 'trucos de magia'],
  },
];

/** Verbs of making or selling: the next noun is the idea, when no known idea names it. */
export const MAKING_VERBS: readonly Term[] = [
  'vender', 'vendo', 'venderia', 'venderla*', 'venderlo*', 'hacer', 'hago', 'haria', 'fabricar', 'fabrico', 'crear', 'creo', 'preparar',
  'preparo', 'cocinar', 'disenar', 'diseno', 'armar', 'construir', 'tejer', 'coser', 'pintar', 'ofrecer', 'ofrezco', 'inventar',
  'producir', 'negocio de', 'tienda de', 'puesto de', 'venta de', 'emprendimiento de', 'fabrica de',
];

/** Words between a verb and its object that are not the object ("vender unas lindas ..."). */
export const FILLER_WORDS: readonly string[] = [
  'un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'lo', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros',
  'nuestras', 'algunos', 'algunas', 'muchos', 'muchas', 'varios', 'varias', 'de', 'del', 'al', 'mas', 'muy', 'mismo', 'misma', 'mismos',
  'mismas', 'propio', 'propia', 'propios', 'propias', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'lindo', 'linda', 'lindos', 'lindas',
  'bonito', 'bonita', 'bonitos', 'bonitas', 'pequeno', 'pequena', 'pequenos', 'pequenas', 'gran', 'grande', 'grandes', 'mini',
];

/** Words that follow a making verb without being an idea ("hacer dinero", "vender mucho"). */
export const NOT_AN_IDEA: readonly string[] = [
  'dinero', 'plata', 'negocio', 'negocios', 'empresa', 'emprendimiento', 'plan', 'cosas', 'cosa', 'algo', 'mucho', 'mucha', 'todo', 'todos',
  'todas', 'nada', 'eso', 'esto', 'esta', 'este', 'estos', 'estas', 'que', 'para', 'con', 'por', 'en', 'bien', 'mejor', 'alguien', 'amigos',
  'amigas', 'feliz', 'tarea', 'tienda', 'puesto', 'venta', 'ventas', 'ideas', 'idea', 'porque', 'cuando', 'como', 'donde', 'y', 'o',
  'a', 'me', 'te', 'se', 'les', 'nos', 'yo', 'ellos', 'ellas', 'mama', 'papa', 'casa', 'caso', 'falta', 'parte', 'tiempo', 'dia',
  'clientes', 'vecinos', 'personas', 'gente', 'ninos', 'ninas', 'otros', 'otras', 'mundo', 'realidad', 'favor', 'ejercicio', 'deporte',
];

/** Someone wants to start something, without saying what yet. */
export const BUSINESS_WORDS: readonly Term[] = [
  'negocio*', 'emprend*', 'empresa*', 'vender', 'venta*', 'tienda*', 'puesto', 'idea de negocio', 'ganar dinero', 'ganar plata', 'vendo',
];

/** Who would buy. */
export const CUSTOMER_TERMS: readonly Term[] = [
  'cliente*', 'vecin*', 'amig*', 'companer*', 'familia*', 'primo*', 'prima*', 'tio', 'tia', 'tios', 'tias', 'abuel*', 'profe*', 'maestr*',
  'nino', 'nina', 'ninos', 'ninas', 'bebes', 'jovenes', 'personas', 'gente', 'mamas', 'papas', 'padres', 'adultos', 'estudiantes',
  'turistas', 'deportistas', 'duenos', 'compradores', 'publico', 'seguidores',
];

/** Where the customers are. */
export const CUSTOMER_PLACE_TERMS: readonly Term[] = [
  'colegio', 'escuela', 'barrio', 'conjunto', 'edificio', 'comunidad', 'cuadra', 'calle', 'parque', 'iglesia', 'mercado*', 'feria*', 'bazar*',
];

/** Family and adults who can help: after "con" ("con mi mamá") they help rather than buy. */
export const HELPER_TERMS: readonly Term[] = [
  'mama', 'papa', 'mami', 'papi', 'abuel*', 'tio', 'tia', 'hermano*', 'hermana*', 'familia', 'profe*', 'maestr*', 'adulto*', 'padres', 'primo*', 'prima*',
];

/** Phrases of help on their own ("me ayuda"); "con" + a helper ("con mi abuela") is found too. */
export const HELP_PHRASES: readonly Term[] = ['me ayuda*', 'nos ayuda*', 'ayudarme', 'con ayuda', 'ayuda de', 'con permiso', 'me acompan*'];

/** Materials a child can get at home or in a shop nearby. */
export const MATERIAL_TERMS: readonly Term[] = [
  'hilo*', 'mostacilla*', 'chaquira*', 'cuentas', 'lana', 'limones', 'azucar', 'harina', 'huevo*', 'mantequilla', 'leche', 'papel*',
  'carton*', 'crayola*', 'marcador*', 'pintura*', 'pincel*', 'vaso*', 'hielo', 'tela*', 'botella*', 'frasco*', 'semilla*', 'tierra',
  'computador*', 'celular', 'tablet*', 'camara', 'cuaderno*', 'lapic*', 'tijera*', 'pegante', 'silicona', 'ingrediente*', 'material*',
  'herramienta*', 'caja*', 'bolsa*', 'receta*', 'horno', 'nevera', 'mesa',
];

/** Signs that the idea is too big for a child to start with. */
export const TOO_BIG_TERMS: readonly Term[] = [
  'millon*', 'billon*', 'fabrica', 'fabricas', 'mansion*', 'multinacional*', 'empresa gigante', 'rascacielos', 'vender carros',
  'vender casas', 'vender motos', 'centro comercial',
];

/** A plan: a first step, a time, a place, a goal, a way to tell people. */
export const PLAN_TERMS: readonly Term[] = [
  'primero', 'primer paso', 'luego', 'despues', 'plan', 'meta', 'objetivo', 'voy a', 'vamos a', 'empezar*', 'comenzar*', 'empiezo',
  'cada semana', 'cada dia', 'fin de semana', 'fines de semana', 'sabado*', 'domingo*', 'vacaciones', 'recreo', 'en la puerta',
  'en mi casa', 'frente a', 'ahorrar para', 'para comprar', 'lista', 'anunci*', 'cartel*', 'letrero*', 'volante*', 'publicidad',
  'practicar', 'probar', 'prueba', 'horario', 'por la tarde', 'por la manana', 'despues del colegio',
];

/** Numbers written as words (a price like "dos mil pesos"). */
export const NUMBER_WORDS: readonly string[] = [
  'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'cien',
  'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'mil',
];

export const MONEY_UNITS: readonly string[] = ['pesos', 'peso', 'dolares', 'dolar', 'monedas', 'moneda', 'centavos', 'mil', 'lucas', 'barras'];
/** Words that announce a price when a number follows within three words ("cobrar 500"). */
export const PRICE_WORDS: readonly Term[] = ['precio*', 'cobr*', 'cuest*', 'vale', 'valen', 'valor'];

/** Money talk without a figure. */
export const MONEY_TERMS: readonly Term[] = [
  'dinero', 'plata', 'ganar', 'gane', 'ganancia*', 'precio*', 'cobr*', 'cost*', 'barato*', 'pesos', 'pagar', 'paguen', 'presupuesto',
  'invert*', 'inversion', 'vender caro', 'ahorr*',
];

/** Saving talk: Gasta o Ahorra is the place for it. */
export const SAVING_TERMS: readonly Term[] = ['ahorr*', 'alcancia*', 'guardar dinero', 'guardar plata', 'marranito', 'frasco de ahorro*'];

/** A brand: the logo creator is the place for it. */
export const BRAND_TERMS: readonly Term[] = ['logo*', 'marca*', 'nombre del negocio', 'nombre de mi negocio', 'letrero*', 'empaque*', 'etiqueta*', 'eslogan*'];

/** Twists that make an idea one's own. */
export const TWIST_TERMS: readonly Term[] = [
  'con forma de', 'en forma de', 'que brill*', 'que se ilumin*', 'con luces', 'luminos*', 'personaliz*', 'con tu nombre', 'con su nombre',
  'con nombres', 'con el nombre', 'recicla*', 'sabor a', 'sabor de', 'sabores', 'magic*', 'tematic*', 'diferente*', 'unic*', 'nunca visto',
  'invent*', 'mezcl*', 'que cambia*', 'ecologic*', 'organic*', 'a domicilio', 'por internet', 'en linea', 'sorpresa*', 'edicion especial',
  'de superheroe*', 'de dinosaurio*', 'de unicornio*', 'de animales', 'de fresa', 'de mango', 'de maracuya', 'de coco', 'de mora',
  'de lulo', 'de menta', 'con stickers', 'con mensajes',
];

/** Describing words: a child who pictures the idea well. */
export const DESCRIPTIVE_TERMS: readonly Term[] = [
  'color*', 'brillant*', 'grande*', 'pequen*', 'suave*', 'delicios*', 'divertid*', 'bonit*', 'lind*', 'hermos*', 'fria', 'frias',
  'frio', 'frios', 'calient*', 'natural*', 'fresc*', 'crujient*', 'cremos*', 'azul*', 'rojo*', 'roja*', 'verde*', 'amarill*', 'rosad*',
  'morad*', 'arcoiris', 'dorad*', 'plateado*', 'gigante*', 'chiquit*', 'rico', 'rica', 'ricos', 'ricas', 'sano', 'sana', 'sanos', 'sanas',
  'saludable*', 'original*', 'elegante*', 'comod*', 'rapid*', 'util', 'utiles', 'gracios*', 'tierno*', 'tierna*', 'dulce',
];
