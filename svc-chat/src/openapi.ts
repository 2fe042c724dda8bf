import { documentationConfig, type OpenApiService } from '@universo/openapi';
import { appModule } from './app.module';
import { ChatConfig } from './config';

/** svc-chat's OpenAPI description: `npm run openapi` writes it to svc-chat/openapi.json. */
export const openApiService: OpenApiService = {
  name: 'chat',
  title: 'svc-chat: conversaciones con los personajes',
  description: 'Francesca y los personajes responden a los niños; historial de la conversación y permiso del adulto para el chat.',
  module: () => appModule(documentationConfig(ChatConfig)),
  metadata: () => import('./openapi.metadata'),
  tags: {
    ChatController: 'Chat',
    FamilyChatController: 'Chat: permiso de la familia',
  },
  summaries: {
    ChatController_history: 'La conversación del niño que juega con un personaje.',
    ChatController_send: 'Envía un mensaje a un personaje y devuelve su respuesta.',
    FamilyChatController_erase: 'Borra las conversaciones de un niño (área de adultos).',
    FamilyChatController_conversations: 'Las conversaciones de un niño, para que el adulto las lea.',
  },
};
