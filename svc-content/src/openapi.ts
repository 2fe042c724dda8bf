import { documentationConfig, type OpenApiService } from '@universo/openapi';
import { appModule } from './app.module';
import { ContentConfig } from './config';

/** svc-content's OpenAPI description: `npm run openapi` writes it to svc-content/openapi.json. */
export const openApiService: OpenApiService = {
  name: 'content',
  title: 'svc-content: historias, Zona Mágica, blog y comunidad',
  description: 'Libros y capítulos con audio, perfiles de los niños, progreso, juegos y recompensas de la Zona Mágica, generador de libros, blog, comunidad, dibujos, contacto y boletín.',
  module: () => appModule(documentationConfig(ContentConfig)),
  metadata: () => import('./openapi.metadata'),
  tags: {
    BooksController: 'Libros',
    BlogController: 'Blog',
    CommunityController: 'Comunidad',
    CommunityImagesController: 'Comunidad',
    ModerationController: 'Moderación',
    ContactController: 'Contacto',
    NewsletterController: 'Boletín',
    ChildrenController: 'Niños de la familia',
    LearningController: 'Zona Mágica: perfil y progreso',
    PlaysController: 'Zona Mágica: juegos',
    PremiumMagicZoneController: 'Zona Mágica: premium',
    ChildProjectsController: 'Zona Mágica: mi emprendimiento',
    DrawingsController: 'Dibujos',
    AxxonDemoController: 'Axxon: demostración',
    GeneratorController: 'Generador de libros',
    SpeechController: 'Zona Mágica: escuchar',
  },
};
