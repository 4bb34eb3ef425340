/** The sentence each unsupported number stands in, as the publish dialog shows it. */
import { describe, expect, it } from 'vitest';
import { groupUnsupported, sentenceAround } from './number-context.ts';

const at = (body: string, text: string, from = 0) => {
  const start = body.indexOf(text, from);
  return { text, start, end: start + text.length };
};

describe('sentenceAround', () => {
  it('keeps the sentence the number is in, decimals included, without its neighbours', () => {
    const body = 'Revenue is $4.2M. It will reach $9.9M next year. Margins hold.';
    expect(sentenceAround(body, at(body, '$9.9M'))).toEqual({
      before: 'It will reach ',
      text: '$9.9M',
      after: ' next year.',
    });
  });

  it('stops at a line and drops the Markdown marks the client never reads', () => {
    const body = '## Findings\n\n- **High: CAC of $520.** More than \\*planned\\*.\n- Next';
    expect(sentenceAround(body, at(body, '$520'))).toEqual({
      before: 'High: CAC of ',
      text: '$520',
      after: '.',
    });
  });

  it('cuts a long sentence with an ellipsis', () => {
    const body = `${'word '.repeat(40)}reaches 42 ${'more '.repeat(40)}end.`;
    const { before, after } = sentenceAround(body, at(body, '42'));
    expect(before.startsWith('…')).toBe(true);
    expect(after.endsWith('…')).toBe(true);
    expect(before.length).toBeLessThanOrEqual(101);
  });
});

describe('groupUnsupported', () => {
  it('groups the places of one number, in the order the numbers first appear', () => {
    const body = 'Spend is 17% of revenue. Churn is 9 a month. Still 17% next year.';
    const groups = groupUnsupported(body, [
      at(body, '17%'),
      at(body, '9'),
      at(body, '17%', body.indexOf('Still')),
    ]);
    expect(groups.map((group) => [group.text, group.places.length])).toEqual([
      ['17%', 2],
      ['9', 1],
    ]);
    expect(groups[0]!.places[1]).toEqual({ before: 'Still ', text: '17%', after: ' next year.' });
  });
});
