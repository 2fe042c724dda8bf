// The shell's short pages behind the footer (spec section 2: parents guide, educational material,
// printable activities, testimonials, FAQ, press kit, terms, privacy, cookies, accessibility).
// Paths and labels: infoLinks.ts. What the legal pages say about data is what the services really do: keep them true together.

import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import type { GuidePath, InfoPath, LegalPath } from './infoLinks';

export interface InfoLink {
  to: string;
  label: string;
}

export interface InfoSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  links?: readonly InfoLink[];
  /** Questions and answers, shown as expandable entries. */
  faq?: readonly { question: string; answer: string }[];
  /** A sheet meant for paper: the page offers to print. */
  printable?: boolean;
}

export interface InfoPageContent {
  title: string;
  lead: string;
  sections: readonly InfoSection[];
  updated?: string;
  /** A versioned legal text: the version the adult accepts (the privacy notice). */
  version?: string;
}

const CONTACT_EMAIL = 'hola@universodefrancesca.co';
const EDUCATION_EMAIL = 'educacion@universodefrancesca.co';
const PRESS_EMAIL = 'prensa@universodefrancesca.co';
const UPDATED = 'noviembre de 2026';

const GUIDE_PAGES: Record<GuidePath, InfoPageContent> = {
  '/guia-para-padres': {
    title: 'Guía para madres y padres',
    lead: 'Ideas sencillas para acompañar a tu hijo en el Universo de Francesca y convertir cada capítulo en una conversación en casa.',
    sections: [
      {
        heading: 'Antes de empezar',
        items: [
          'Crea la cuenta tú, con tu correo: la cuenta es de tu familia y tú decides cuándo se usa.',
          'Sesiones cortas funcionan mejor: un capítulo o un juego de 15 a 20 minutos es suficiente para niños de 6 a 10 años.',
          'Siéntate con tu hijo las primeras veces: leer juntos el primer capítulo ayuda a que entienda el mundo de Francesca.',
        ],
      },
      {
        heading: 'Después de cada capítulo',
        paragraphs: ['Cada capítulo termina con una Pausa Mágica (la lección) y un Reto Mágico (una actividad). Son la mejor excusa para conversar.'],
        items: [
          '¿Qué habrías hecho tú en el lugar de Francesca?',
          '¿Eso que quería el personaje era una necesidad o un deseo?',
          '¿Para qué te gustaría ahorrar? ¿Cuánto tiempo crees que tardarías?',
        ],
      },
      {
        heading: 'Hablar de dinero sin miedo',
        items: [
          'Usa ejemplos reales y pequeños: el precio de una fruta, una alcancía, un cumpleaños.',
          'Deja que se equivoque en los juegos: en la Zona Mágica perder monedas no cuesta nada y enseña mucho.',
          'Celebra el esfuerzo y la idea, no solo el resultado.',
        ],
      },
      {
        heading: 'El chat con los personajes',
        paragraphs: [
          'Francesca y sus amigos son personajes automáticos, no personas. Están pensados para niños: no piden datos personales y, si tu hijo escribe un correo, un teléfono, una dirección o su colegio, el chat los oculta antes de guardar el mensaje.',
          'Recuérdale a tu hijo que nunca comparta sus datos en internet, tampoco con un personaje.',
        ],
      },
      {
        heading: 'Para seguir',
        links: [
          { to: '/actividades-imprimibles', label: 'Actividades para imprimir' },
          { to: '/blog', label: 'Blog para madres, padres y docentes' },
          { to: '/preguntas-frecuentes', label: 'Preguntas frecuentes' },
        ],
      },
    ],
  },
  '/material-educativo': {
    title: 'Material educativo para docentes',
    lead: 'El Universo de Francesca también funciona en el aula: historias cortas, preguntas para conversar y actividades para practicar la educación financiera con niños de 6 a 10 años.',
    sections: [
      {
        heading: 'Cómo usarlo en clase',
        items: [
          'Lectura compartida: proyecta un capítulo y léanlo en voz alta; muchos capítulos tienen narración en audio.',
          'Pausa Mágica: discutan la lección del capítulo en pequeños grupos.',
          'Reto Mágico: conviértelo en tarea para hacer con la familia.',
          'Zona Mágica: usen «Gasta o Ahorra» y la calculadora del puesto de limonada para practicar sumas y restas con sentido.',
        ],
      },
      {
        heading: 'Las siete habilidades y dónde trabajarlas',
        items: [
          'Creatividad y planificación: el asistente de plan de negocio de la Zona Mágica (siete preguntas, un certificado al final).',
          'Ahorro y toma de decisiones: el juego «Gasta o Ahorra».',
          'Trabajo en equipo y comunicación: los Retos Mágicos en grupo y la Galería de Sueños de la comunidad.',
          'Valores: las lecciones de cada capítulo y las conversaciones con los personajes.',
        ],
      },
      {
        heading: 'Escríbenos',
        paragraphs: [
          `¿Quieres usar el Universo de Francesca con tu grupo o tu colegio? Escríbenos a ${EDUCATION_EMAIL} o desde el formulario de contacto eligiendo «Soy educador».`,
        ],
        links: [
          { to: '/contacto', label: 'Formulario de contacto' },
          { to: '/actividades-imprimibles', label: 'Actividades para imprimir' },
        ],
      },
    ],
  },
  '/actividades-imprimibles': {
    title: 'Actividades para imprimir',
    lead: 'Tres fichas gratuitas para hacer en casa o en clase, con lápiz y colores. Imprime esta página o complétalas en un cuaderno.',
    sections: [
      {
        heading: 'Ficha 1: Mi meta de ahorro',
        printable: true,
        items: [
          'Dibuja lo que quieres comprar o lograr: ______________________',
          '¿Cuánto cuesta? ______________________',
          '¿Cuánto puedo ahorrar cada semana? ______________________',
          '¿Cuántas semanas necesito? ______________________',
          'Colorea una casilla cada semana que ahorres: ☐ ☐ ☐ ☐ ☐ ☐ ☐ ☐ ☐ ☐',
        ],
      },
      {
        heading: 'Ficha 2: Mi primer emprendimiento',
        printable: true,
        items: [
          'Mi idea se llama: ______________________',
          '¿Qué problema resuelve? ______________________',
          '¿Quiénes serían mis clientes? ______________________',
          '¿Qué necesito para empezar y cuánto cuesta? ______________________',
          '¿A qué precio lo vendería? ______________________',
          'Dibuja el logo de tu emprendimiento en el reverso de la hoja.',
        ],
      },
      {
        heading: 'Ficha 3: ¿Necesidad o deseo?',
        printable: true,
        paragraphs: ['Marca con una N lo que es una necesidad y con una D lo que es un deseo. Luego explícale a alguien de tu familia por qué.'],
        items: ['Agua ___', 'Un juguete nuevo ___', 'Zapatos para el colegio ___', 'Dulces ___', 'Un cuaderno ___', 'Un videojuego ___'],
      },
    ],
  },
  '/testimonios': {
    title: 'Testimonios de las familias',
    lead: 'Aquí publicaremos, con su permiso, lo que cuentan las familias y los docentes que usan el Universo de Francesca.',
    sections: [
      {
        heading: 'Cuéntanos tu experiencia',
        paragraphs: [
          'Todavía estamos reuniendo los primeros testimonios: no publicamos opiniones inventadas. Si el Universo de Francesca ha ayudado a tu familia o a tu clase, escríbenos y, con tu autorización, compartiremos tu historia (sin datos de los niños).',
        ],
        links: [{ to: '/contacto', label: 'Escribir mi testimonio' }],
      },
      {
        heading: 'Mientras tanto',
        paragraphs: [
          'En la Galería de Sueños puedes ver los emprendimientos reales que los niños de la comunidad han compartido, revisados por nuestro equipo antes de publicarse.',
        ],
        links: [{ to: '/comunidad', label: 'Ver la Galería de Sueños' }],
      },
    ],
  },
  '/preguntas-frecuentes': {
    title: 'Preguntas frecuentes',
    lead: 'Lo que más nos preguntan las familias.',
    sections: [
      {
        heading: 'Sobre el Universo de Francesca',
        faq: [
          {
            question: '¿Para qué edades es?',
            answer: 'Para niñas y niños de 6 a 10 años. La Zona Mágica adapta sus textos a dos grupos: de 6 a 7 y de 8 a 10 años.',
          },
          {
            question: '¿Qué puedo usar gratis?',
            answer:
              'El primer capítulo de cada historia, juegos de prueba en la Zona Mágica, algunas descargas, retos semanales básicos, los artículos del blog y el chat con Francesca.',
          },
          {
            question: '¿Qué incluye el Plan Emprendedor Mágico?',
            answer:
              'Todas las historias y capítulos, juegos ilimitados, descargas premium, retos personalizados, el chat con todos los personajes y el blog exclusivo para familias. Cuesta 79.900 COP al mes (aprox. 19,99 USD).',
          },
          {
            question: '¿Puedo cancelar cuando quiera?',
            answer:
              'Sí. Desde «Mi suscripción» puedes cancelar en cualquier momento. Además tienes 30 días de garantía desde el inicio de tu suscripción para pedir la devolución de tu dinero.',
          },
        ],
      },
      {
        heading: 'Seguridad y datos',
        faq: [
          {
            question: '¿Los personajes del chat son personas reales?',
            answer:
              'No. Son personajes automáticos pensados para niños. Si tu hijo escribe datos personales (correo, teléfono, dirección, colegio), el chat los oculta antes de guardar el mensaje.',
          },
          {
            question: '¿Hay publicidad o rastreadores?',
            answer:
              'No. No mostramos anuncios ni usamos herramientas de analítica o rastreo de terceros. Solo usamos las cookies necesarias para iniciar sesión y para el chat.',
          },
          {
            question: '¿Quién ve el correo que escribo en la comunidad o en el formulario de contacto?',
            answer: 'Solo las personas administradoras del sitio, para responderte o revisar tu publicación. Nunca se muestra en la galería.',
          },
        ],
        links: [
          { to: '/privacidad', label: 'Política de privacidad' },
          { to: '/account/subscription', label: 'Mi suscripción' },
          { to: '/contacto', label: '¿Otra pregunta? Escríbenos' },
        ],
      },
    ],
  },
  '/prensa': {
    title: 'Kit de prensa',
    lead: 'Información para periodistas, creadores de contenido y aliados que quieran contar la historia del Universo de Francesca.',
    sections: [
      {
        heading: 'En pocas palabras',
        paragraphs: [
          'Universo de Francesca es un producto digital en español que enseña emprendimiento, ahorro y valores a niñas y niños de 6 a 10 años a través de las historias de una niña y sus amigos mágicos.',
        ],
        items: [
          'Cinco libros por capítulos, con narraciones en audio.',
          'Seis personajes con los que los niños pueden conversar: Francesca, Chispas, Sombra, Leo, Don Ramón y Don Ernesto.',
          'La Zona Mágica: juegos de ahorro, un simulador de negocio, una calculadora de limonada y un asistente de plan de negocio.',
          'Un blog y una comunidad para madres, padres y docentes.',
          'Plan Emprendedor Mágico: 79.900 COP al mes, con 30 días de garantía.',
        ],
      },
      {
        heading: 'Contacto de prensa',
        paragraphs: [`Para entrevistas, imágenes y materiales escríbenos a ${PRESS_EMAIL} o usa el formulario de contacto eligiendo «Prensa».`],
        links: [{ to: '/contacto', label: 'Formulario de contacto' }],
      },
    ],
  },
};

const LEGAL_PAGES: Record<LegalPath, InfoPageContent> = {
  '/terminos': {
    title: 'Términos de uso',
    lead: 'Las reglas para usar el Universo de Francesca, escritas para que las entienda cualquier familia.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Quién puede usarlo',
        paragraphs: [
          'El Universo de Francesca es para niñas y niños de 6 a 10 años acompañados por una persona adulta. La cuenta la crea y la administra una madre, un padre o un tutor, que acepta estos términos en nombre de su familia.',
        ],
      },
      {
        heading: 'Tu cuenta',
        items: [
          'Cada cuenta tiene un correo, un nombre de usuario y una contraseña que debes mantener en secreto.',
          'Al cerrar sesión la sesión termina para siempre; las sesiones también caducan solas a los 14 días.',
          'Podemos suspender una cuenta que se use para molestar a otras personas o para atacar el sitio.',
        ],
      },
      {
        heading: 'Contenido gratuito y Plan Emprendedor Mágico',
        items: [
          'Parte del contenido es gratuito. El Plan Emprendedor Mágico cuesta 79.900 COP al mes (aprox. 19,99 USD) y se renueva cada mes.',
          'Puedes cancelarlo cuando quieras desde «Mi suscripción»; después de cancelar ya no se renueva.',
          'Tienes 30 días desde el inicio de la suscripción para pedir la devolución de tu dinero desde la misma página.',
          'Los pagos los procesa MercadoPago; nosotros no vemos ni guardamos los datos de tu tarjeta.',
        ],
      },
      {
        heading: 'El chat con los personajes',
        paragraphs: [
          'Los personajes responden de forma automática; no son personas. Sus respuestas buscan enseñar y acompañar, pero no reemplazan el consejo de una persona adulta. No escribas datos personales: si aparecen, el chat los oculta antes de guardar el mensaje.',
        ],
      },
      {
        heading: 'Lo que compartes en la comunidad',
        paragraphs: [
          'Las publicaciones de la Galería de Sueños se revisan antes de aparecer y podemos no publicarlas. Al enviar una, confirmas que tienes permiso para compartir la imagen y el texto, y que no muestran datos personales del niño.',
        ],
      },
      {
        heading: 'Propiedad del contenido',
        paragraphs: [
          'Las historias, los personajes, las ilustraciones y los juegos son de Universo de Francesca. Puedes usarlos en tu casa o en tu clase; no puedes venderlos ni publicarlos como propios.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: [`Si tienes una duda sobre estos términos escríbenos a ${CONTACT_EMAIL}.`],
        links: [{ to: '/privacidad', label: 'Política de privacidad' }],
      },
    ],
  },
  '/privacidad': {
    title: 'Política de privacidad',
    lead: 'Aviso de tratamiento de datos: qué guardamos de tu familia, para qué, cuánto tiempo y cómo ejercer tus derechos. La cuenta la abre y la controla una persona adulta: la madre, el padre o el tutor legal.',
    updated: UPDATED,
    version: PRIVACY_NOTICE_VERSION,
    sections: [
      {
        heading: 'Quién trata los datos',
        paragraphs: [
          `El Universo de Francesca es responsable del tratamiento de los datos de tu familia. Puedes escribirnos a ${CONTACT_EMAIL} para cualquier pregunta o solicitud sobre tus datos.`,
          'El sitio es para niños de 6 a 10 años, pero la cuenta siempre la crea una persona adulta. Al registrarte confirmas que tienes 18 años o más, que eres la madre, el padre o el tutor legal del niño o la niña, y aceptas este aviso en su versión vigente. Guardamos cada autorización con su versión y su fecha.',
        ],
      },
      {
        heading: 'Qué datos guardamos y para qué',
        items: [
          'De la persona adulta: nombre de usuario, correo, el nombre, el apellido y la edad del primer hijo o hija que escribiste al registrarte, la huella cifrada de la contraseña (argon2id; nunca la contraseña) y las autorizaciones que diste. Sirven para abrir la cuenta, iniciar sesión y escribirte sobre ella.',
          'De cada hijo o hija (hasta cinco por familia): nombre o apodo, edad, nivel de aprendizaje, personaje favorito y un avatar de una lista fija. No pedimos fotos, correo ni contraseña a los niños.',
          'Lo que cada niño hace: juegos terminados, capítulos leídos, retos, recompensas y dibujos de su galería privada, para mostrar su progreso. Solo los ve su familia.',
          'Las conversaciones con los personajes: el chat está apagado para cada hijo o hija hasta que tú lo activas en Familia, y lo puedes apagar cuando quieras. Antes de guardar un mensaje ocultamos correos, teléfonos y números de documento (también escritos en palabras), direcciones, colegios, usuarios de redes sociales, nombres completos y contraseñas. Puedes leer todas las conversaciones de cada hijo en Familia y borrarlas. Las publicaciones de la comunidad que traen esos datos no se aceptan.',
          'La suscripción: estado, valor, fechas e historial. Los pagos los procesa MercadoPago; nunca vemos ni guardamos los datos de tu tarjeta.',
          'Publicaciones de la comunidad, mensajes de contacto y boletín: lo que nos envías, solo para moderar, responderte o enviarte el boletín que confirmaste.',
        ],
      },
      {
        heading: 'Lo que no hacemos',
        items: [
          'No mostramos publicidad.',
          'No usamos analítica, píxeles ni rastreadores de terceros.',
          'No vendemos ni compartimos datos con fines comerciales.',
        ],
      },
      {
        heading: 'Cuánto tiempo los guardamos',
        items: [
          'Mensajes del chat: 30 días; después se borran automáticamente.',
          'Cuentas cuyo correo no se confirma: 7 días; después se borran con todo lo que tengan.',
          'Enlaces para restablecer la contraseña: se borran al usarse o después de una hora.',
          'Lo demás, mientras la cuenta exista. Al eliminar la cuenta borramos los datos de la familia de todos nuestros servicios; solo conservamos los registros de pago que la ley exige, sin datos personales.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013 de Colombia, puedes conocer, actualizar y rectificar los datos de tu familia, pedir prueba de la autorización que diste, saber cómo los usamos, revocar la autorización, pedir que los borremos y presentar una queja ante la Superintendencia de Industria y Comercio. El tratamiento de los datos de los niños respeta su interés superior y sus derechos fundamentales.',
          'Conforme a la regla COPPA de los Estados Unidos, pedimos el consentimiento de la madre, el padre o el tutor legal antes de recoger datos de un niño, puedes revisar lo que guardamos de tu hijo o hija, negarte a que sigamos recogiéndolo y pedir que lo borremos.',
        ],
      },
      {
        heading: 'Cómo ejercerlos',
        items: [
          'Desde tu cuenta puedes editar o borrar el perfil de cada hijo o hija; borrar un perfil borra su progreso, sus dibujos y sus conversaciones.',
          'En Familia (/familia) ves la actividad y las conversaciones de cada hijo, las autorizaciones que diste con su versión y su fecha, y puedes retirar cada una.',
          'Desde el área de la familia puedes descargar todos tus datos en un archivo y eliminar la cuenta, confirmando con tu contraseña.',
          `También puedes escribirnos a ${CONTACT_EMAIL}: respondemos las consultas en un máximo de 10 días hábiles y los reclamos en un máximo de 15 días hábiles, como manda la ley.`,
        ],
      },
      {
        heading: 'Seguridad',
        paragraphs: [
          'El sitio funciona con conexión cifrada, las cookies de sesión no son accesibles para los programas de la página y cada servicio guarda sus datos en su propia base de datos.',
        ],
      },
      {
        heading: 'Cambios a este aviso',
        paragraphs: ['Cada versión de este aviso tiene una fecha. Si lo cambiamos, te pediremos aceptarlo de nuevo antes de seguir usando la cuenta.'],
        links: [{ to: '/cookies', label: 'Política de cookies' }],
      },
    ],
  },
  '/cookies': {
    title: 'Política de cookies',
    lead: 'Usamos solo las cookies de esta página, todas necesarias para que el sitio funcione. No hay cookies de publicidad, de analítica ni de terceros.',
    updated: UPDATED,
    sections: [
      {
        heading: 'uf_session: tu sesión',
        items: [
          'Para qué: recordar que iniciaste sesión.',
          'Cuánto dura: hasta que cierras sesión, o 14 días.',
          'Cómo se protege: los programas de la página no pueden leerla (HttpOnly), otros sitios no pueden usarla (SameSite) y en la conexión cifrada solo viaja cifrada (Secure).',
        ],
      },
      {
        heading: 'uf_chat_visitor: el chat sin cuenta',
        items: [
          'Para qué: que solo tu navegador pueda leer la conversación con Francesca cuando no has iniciado sesión.',
          'Cuánto dura: 30 días. Solo se envía al chat, no al resto del sitio.',
          'Se crea cuando envías el primer mensaje sin haber iniciado sesión.',
        ],
      },
      {
        heading: 'uf_bucket: la misma versión en cada visita',
        items: [
          'Para qué: cuando estrenamos una versión nueva de una sección, primero la ve una parte de las familias. Esta cookie guarda un número al azar para que tu navegador vea siempre la misma versión.',
          'No dice nada de ti ni de tu familia, y no sirve para seguirte en otros sitios.',
          'Cuánto dura: un año. Solo se crea mientras estrenamos algo.',
        ],
      },
      {
        heading: 'Cómo borrarlas',
        paragraphs: [
          'Puedes borrarlas desde la configuración de tu navegador. Si borras uf_session tendrás que iniciar sesión de nuevo; si borras uf_chat_visitor, empezarás una conversación nueva.',
        ],
        links: [{ to: '/privacidad', label: 'Política de privacidad' }],
      },
    ],
  },
  '/accesibilidad': {
    title: 'Accesibilidad',
    lead: 'Queremos que todas las niñas y todos los niños puedan disfrutar del Universo de Francesca, también quienes usan teclado, lector de pantalla o un teléfono pequeño.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Lo que hacemos',
        items: [
          'Todo se puede usar con el teclado; el enlace «Saltar al contenido» lleva directo a lo importante y el foco siempre se ve.',
          'Cada campo de los formularios tiene su etiqueta visible y los errores se anuncian junto al campo.',
          'Las notificaciones se anuncian a los lectores de pantalla; con la tecla F8 puedes llegar a ellas.',
          'El chat se abre como una ventana: el foco queda dentro, Escape la cierra y el foco vuelve al botón que la abrió.',
          'Las páginas funcionan desde 360 píxeles de ancho y respetan la preferencia de reducir el movimiento.',
          'El texto de cada capítulo acompaña a su narración en audio.',
        ],
      },
      {
        heading: 'Nuestro objetivo',
        paragraphs: ['Trabajamos para cumplir las pautas WCAG 2.2 en su nivel AA. Si algo no funciona para ti, es un error nuestro y queremos saberlo.'],
      },
      {
        heading: 'Cuéntanos',
        paragraphs: [`Escríbenos a ${CONTACT_EMAIL} contándonos qué página, qué intentabas hacer y con qué dispositivo. Te responderemos.`],
        links: [{ to: '/contacto', label: 'Formulario de contacto' }],
      },
    ],
  },
};

export const INFO_PAGES: Record<InfoPath, InfoPageContent> = { ...GUIDE_PAGES, ...LEGAL_PAGES };
