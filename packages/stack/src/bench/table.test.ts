import { kilobytes, renderTable } from './table';

describe('renderTable', () => {
  it('aligns the first column left and the others right', () => {
    expect(
      renderTable(
        ['ruta', 'bytes'],
        [
          ['/', 10],
          ['/historia', 2000],
        ],
      ),
    ).toBe(['ruta       bytes', '---------  -----', '/             10', '/historia   2000'].join('\n'));
  });
  it('formats kilobytes with one decimal', () => {
    expect(kilobytes(1536)).toBe('1.5 KB');
  });
});
