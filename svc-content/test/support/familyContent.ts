import type { TestService } from '@universo/service-kit/testing';
import { CHAT_CONSENT_VERSION, type CommunityImageUploaded } from '@universo/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ContentConfig } from '../../src/config';

/** What a family leaves in svc-content, made through its public API (and a drawing row). */
export interface SeededContent {
  childId: string;
}

/** A tiny PNG (1×1), enough for a drawing row. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function seedFamilyContent(
  content: TestService<ContentConfig>,
  family: { userId: string; cookie: string; email: string; childName: string; parentName: string },
): Promise<SeededContent> {
  const http = () => content.http();
  await http()
    .post('/api/axxon/profile')
    .set('Cookie', family.cookie)
    .send({ childName: family.childName, childAge: 8, learningLevel: 'principiante', preferredCharacter: 'francesca' })
    .expect(201);
  await http()
    .post('/api/axxon/progress')
    .set('Cookie', family.cookie)
    .send({ type: 'game_finished', activity: 'gasta-ahorra', points: 30, eventId: randomUUID() })
    .expect(201);
  // A Gasta o Ahorra play the service dealt, still open.
  await http().post('/api/axxon/plays').set('Cookie', family.cookie).send({ activity: 'gasta-ahorra', goal: 'pelota' }).expect(201);
  // The child's business, named in the plan wizard.
  await http()
    .put('/api/axxon/project')
    .set('Cookie', family.cookie)
    .send({ plan: { nombre: `Limonadas de ${family.childName}` } })
    .expect(200);
  const [child] = await content.query<{ id: string }>('SELECT id FROM child_profiles WHERE user_id = $1', [family.userId]);
  // The adult turned chat on for the child (a consent record; the chat service asks for it).
  await http().post(`/api/children/${child!.id}/chat-consent`).set('Cookie', family.cookie).send({ version: CHAT_CONSENT_VERSION }).expect(200);
  await content.query('INSERT INTO drawings (owner_user_id, child_profile_id, png, width, height, byte_size) VALUES ($1, $2, $3, 1, 1, $4)', [
    family.userId,
    child!.id,
    PNG_1X1,
    PNG_1X1.length,
  ]);
  // A photo of the venture for the post, and one uploaded while logged in that no post took (yet).
  const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#f4a261' } })
    .jpeg()
    .toBuffer();
  const uploadPhoto = async () =>
    (await http().post('/api/community/images').set('Cookie', family.cookie).set('Content-Type', 'image/jpeg').send(photo).expect(201))
      .body as CommunityImageUploaded;
  const postPhoto = await uploadPhoto();
  await uploadPhoto();
  await http()
    .post('/api/community')
    .set('Cookie', family.cookie)
    .send({
      title: `El puesto de ${family.childName}`,
      description: 'Vendimos limonada en el parque y ahorramos la mitad.',
      childAge: 8,
      parentEmail: family.email,
      imageUrl: postPhoto.imageUrl,
    })
    .expect(201);
  await http()
    .post('/api/contact')
    .send({ name: family.parentName, email: family.email, subject: 'padre', message: `Hola, soy ${family.parentName} y tengo una pregunta.` })
    .expect(201);
  await http().post('/api/newsletter/subscribe').send({ email: family.email }).expect(202);
  return { childId: child!.id };
}
