// The Spanish copy of the blog API's errors.
export const ARTICLE_NOT_FOUND = 'No encontramos ese artículo. Puede que ya no esté publicado.';
