/**
 * @jest-environment node
 */
import en from '@/messages/en.json';
import { finalStepLabels, type RenderedOutcome } from './final-step-labels';

describe('finalStepLabels (spec §4 final step: the tense fits the state)', () => {
  it.each([
    ['deposit', 'awaitingPayment', 'amounts.youPay', 'amounts.youReceive', null],
    ['deposit', 'processing', 'amounts.youPaid', 'amounts.youReceive', null],
    ['deposit', 'completed', 'amounts.youPaid', 'amounts.youReceived', null],
    ['deposit', 'actionRequired', 'amounts.orderAmount', 'amounts.youReceive', null],
    ['deposit', 'refunded', 'amounts.orderAmount', null, null],
    ['deposit', 'expired', 'amounts.orderAmount', null, null],
    ['deposit', 'unknown', 'amounts.orderAmount', 'amounts.youReceive', null],
    ['withdrawal', 'awaitingPayment', 'amounts.youSend', 'amounts.youReceive', 'payout.toBePaidOutTo'],
    ['withdrawal', 'processing', 'amounts.youSent', 'amounts.youReceive', 'payout.toBePaidOutTo'],
    ['withdrawal', 'completed', 'amounts.youSent', 'amounts.youReceived', 'payout.paidOutTo'],
    ['withdrawal', 'actionRequired', 'amounts.orderAmount', 'amounts.youReceive', 'payout.toBePaidOutTo'],
    ['withdrawal', 'refunded', 'amounts.orderAmount', null, null],
    ['withdrawal', 'expired', 'amounts.orderAmount', null, null],
    ['withdrawal', 'unknown', 'amounts.orderAmount', 'amounts.youReceive', 'payout.toBePaidOutTo'],
  ] as const)('%s × %s → %s / %s / %s', (kind, outcome, paid, received, payout) => {
    expect(finalStepLabels(kind, outcome)).toEqual({ outcome: `outcome.${kind}.${outcome}`, paid, received, payout });
  });

  it('never says "You pay" once paid, nor "You pay" / "You paid" for a sale', () => {
    const outcomes = Object.keys(en.finalStep.outcome.deposit) as RenderedOutcome[];
    for (const outcome of outcomes) {
      expect(finalStepLabels('withdrawal', outcome).paid).not.toMatch(/youPa(y|id)/);
      if (outcome === 'completed' || outcome === 'processing')
        expect(finalStepLabels('deposit', outcome).paid).not.toBe('amounts.youPay');
    }
  });

  it('names keys that exist, with a title, a sentence and what happens next for every kind and outcome', () => {
    const messages = en.finalStep as unknown as Record<string, Record<string, unknown>>;
    for (const kind of ['deposit', 'withdrawal'] as const) {
      for (const outcome of Object.keys(en.finalStep.outcome[kind]) as RenderedOutcome[]) {
        const labels = finalStepLabels(kind, outcome);
        const [, k, o] = labels.outcome.split('.');
        expect(Object.keys((messages.outcome![k!] as Record<string, object>)[o!]!).sort()).toEqual([
          'body',
          'next',
          'title',
        ]);
        for (const key of [labels.paid, labels.received, labels.payout].filter((x) => x !== null)) {
          const [group, name] = key.split('.');
          expect(messages[group!]).toHaveProperty(name!);
        }
      }
    }
  });
});
