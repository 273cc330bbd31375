import { markdownCell, markdownTableLines } from './markdown-table';

describe('markdownTableLines', () => {
  it('writes the heading, the alignment and one line a row, with pipes and line breaks made safe', () => {
    expect(markdownTableLines(['page', 'ms'], [['/a|b', '1\n2']], ['left', 'right'])).toEqual([
      '| page | ms |',
      '|---|---:|',
      '| /a\\|b | 1 2 |',
    ]);
    expect(markdownCell('plain')).toBe('plain');
  });
});
