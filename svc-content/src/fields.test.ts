import { fieldName, pickFields, rowFields } from './fields';

describe('field names of rows', () => {
  it('spells each column as the field of the service’s types', () => {
    expect(['id', 'child_name', 'progress_event_id', 'racha_3_dias'].map(fieldName)).toEqual(['id', 'childName', 'progressEventId', 'racha3Dias']);
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
