import type { User } from '@universo/platform/api/auth';
import type { SubscriptionStatusResponse } from '@universo/platform/api/billing';
import type { BlogArticle } from '@universo/platform/api/content';
import type { PremiumStatus } from '@universo/platform';
import type { ReactElement } from 'react';
import { getBlogArticleApi } from '../api/getBlogArticle';
import { ArticleRoute } from './ArticleRoute';
import { ArticleSummary } from './ArticleSummary';
import { ExclusiveArticleGate } from './ExclusiveArticleGate';
import { renderScreen, subscriptionStatus, FAMILY_USER as USER } from '@universo/platform/testing';

const FREE_PLAN = subscriptionStatus(null);

const TEXT = '## Por qué vale la pena darla\n\nUna mesada convierte las conversaciones abstractas en decisiones reales.';
const LISTED: BlogArticle = {
  id: 9,
  slug: 'la-mesada-por-edades',
  title: 'La mesada por edades',
  excerpt: 'Cuánto dar, cada cuánto y con qué reglas.',
  content: '',
  imageUrl: null,
  author: 'Lucía Herrera',
  readTime: 5,
  isPublished: true,
  createdAt: '2026-10-27T09:00:00.000Z',
  exclusive: true,
};

function render(node: ReactElement, options: { user?: User | null; plan?: SubscriptionStatusResponse; article?: BlogArticle } = {}): Promise<string> {
  const { article } = options;
  return renderScreen(node, {
    user: options.user ?? null,
    plan: options.plan,
    seed: async (store) => {
      if (article) await store.dispatch(getBlogArticleApi.util.upsertQueryData('getBlogArticle', article.slug, article));
    },
  });
}

describe('an exclusive article in the list', () => {
  it.each(['visitor', 'free', 'loading'] as PremiumStatus[])('carries the lock badge for %s', async (plan) => {
    const html = await render(<ArticleSummary article={LISTED} plan={plan} />);
    expect(html).toContain('🔒 </span>Exclusivo Plan Emprendedor Mágico');
    expect(html).toContain('La mesada por edades');
    expect(html).toMatch(/href="\/blog\/la-mesada-por-edades"/);
  });

  it('reads "included" for a premium family, and a public article has no badge', async () => {
    expect(await render(<ArticleSummary article={LISTED} plan="premium" />)).toContain('Incluido en tu Plan Emprendedor Mágico');
    const html = await render(<ArticleSummary article={{ ...LISTED, exclusive: false }} plan="visitor" />);
    expect(html).not.toContain('Exclusivo');
    expect(html).not.toContain('Incluido');
  });
});

describe('opening an exclusive article', () => {
  it('never shows the empty listed copy: it waits for the text from the service', async () => {
    const html = await render(<ArticleRoute slug={LISTED.slug} listed={LISTED} listLoading={false} onBack={() => undefined} />);
    expect(html).toContain('Cargando artículo...');
    expect(html).not.toContain('blog-article__body');
  });

  it('shows the text the service sent to a premium family, with the back button of every article', async () => {
    const html = await render(<ArticleRoute slug={LISTED.slug} listed={LISTED} listLoading={false} onBack={() => undefined} />, {
      article: { ...LISTED, content: TEXT },
    });
    expect(html).toContain('Una mesada convierte las conversaciones abstractas');
    expect(html).toContain('<h3>Por qué vale la pena darla</h3>');
    expect(html).toContain('← Volver al blog');
    expect(html).toContain('Incluido en tu Plan Emprendedor Mágico');
  });

  it('the gate for a visitor: title and excerpt from the list, an invitation to join, no text', async () => {
    const html = await render(<ExclusiveArticleGate article={LISTED} onBack={() => undefined} />);
    expect(html).toContain('La mesada por edades');
    expect(html).toContain('Cuánto dar, cada cuánto y con qué reglas.');
    expect(html).toContain('Este artículo exclusivo para padres es parte del Plan Emprendedor Mágico');
    expect(html).toMatch(/href="\/register"[^>]*>Crear Cuenta Gratis/);
    expect(html).toContain('← Volver al blog');
    expect(html).not.toContain('blog-article__body');
  });

  it('the gate for a family without the plan invites it to subscribe', async () => {
    const html = await render(<ExclusiveArticleGate article={undefined} onBack={() => undefined} />, { user: USER, plan: FREE_PLAN });
    expect(html).toContain('Artículo exclusivo para padres');
    expect(html).toMatch(/href="\/subscription"[^>]*>¡Suscribirme Ahora!/);
  });
});
