// The Spanish copy of the moderation API's errors.
// Validation messages end without a period: the service kit joins several with ". ".
export const PAGE_INVALID = 'La página debe ser un número entero desde 1';
export const STATUS_INVALID = 'El estado debe ser uno de: pending, approved, rejected';
