import { fieldName, pickFields, rowFields } from './fields';

describe('field names of rows', () => {
  it.each([
    ['id', 'id'],
    ['child_name', 'childName'],
    ['progress_event_id', 'progressEventId'],
    ['chat_granted_at', 'chatGrantedAt'],
    ['racha_3_dias', 'racha3Dias'],
  ])('column %s is field %s', (column, field) => {
    expect(fieldName(column)).toBe(field);
  });

  it('renames every column and keeps its value as it is (dates stay dates, null stays null)', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(rowFields({ id: 'a', created_at: at, used_at: null })).toEqual({ id: 'a', createdAt: at, usedAt: null });
  });
});

describe('pickFields', () => {
  it('keeps only the listed fields, in the order listed', () => {
    const picked = pickFields({ id: 'x', name: 'Ana', age: 7 }, ['age', 'name']);
    expect(picked).toEqual({ age: 7, name: 'Ana' });
    expect(Object.keys(picked)).toEqual(['age', 'name']);
  });
});
