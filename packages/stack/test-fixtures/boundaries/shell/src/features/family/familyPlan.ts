export const familyPlan = 'free';
