import type { LibraryCategory } from '../../domain/libraryResource';
import { BUSINESS_RESOURCES } from './businessResources';
import { CREATIVITY_RESOURCES } from './creativityResources';
import { SAVINGS_RESOURCES } from './savingsResources';
import { VALUES_RESOURCES } from './valuesResources';

/** Spec section 9: the library has 4 categories of 5 resources. */
export const LIBRARY_CATEGORIES: readonly LibraryCategory[] = [
  { id: 'ahorro', title: 'Ahorro y dinero', icon: '🐷', resources: SAVINGS_RESOURCES },
  { id: 'emprendimiento', title: 'Emprendimiento', icon: '🚀', resources: BUSINESS_RESOURCES },
  { id: 'valores', title: 'Valores y trabajo en equipo', icon: '🤝', resources: VALUES_RESOURCES },
  { id: 'creatividad', title: 'Creatividad', icon: '🎨', resources: CREATIVITY_RESOURCES },
];

/** What marking a printable as done at home adds to the child's progress (once per printable). */
export const PRINTABLE_DONE_POINTS = 30;
