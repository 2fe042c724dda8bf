import type { Page } from '../../apiShapes';

/** Rows per page of the moderation lists. */
export const MODERATION_PAGE_SIZE = 20;

/** The rows of page `page` (from 1). Pure. */
export function pageWindow(page: number, pageSize = MODERATION_PAGE_SIZE): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** A page of a list with its position in the whole. Pure. */
export function toPage<T>(items: T[], total: number, page: number, pageSize = MODERATION_PAGE_SIZE): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
