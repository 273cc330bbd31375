/**
 * The duplicate guard of the interactive flow's wallet messages: on_change_callback once per
 * transaction id and status, callback once per transaction (final status or Close), records that survive a
 * reload and never crash on bad input.
 */
import {
  EMPTY_RECORD,
  parseRecord,
  planDeliveries,
  serialiseRecord,
  type ActiveCallbacks,
  type DeliveryRecord,
  type FlowEvent,
} from './callbacks';

const BOTH: ActiveCallbacks = { callback: true, onChange: true };
const status = (id: string, s: string): FlowEvent => ({ type: 'status', transaction: { id, status: s } });
const close = (id: string, s: string): FlowEvent => ({ type: 'close', transaction: { id, status: s } });

/** Runs events through the planner, collecting what would be sent. */
function run(events: FlowEvent[], active = BOTH, start: DeliveryRecord = EMPTY_RECORD) {
  let record = start;
  const sent: string[] = [];
  for (const event of events) {
    const plan = planDeliveries(record, event, active);
    record = plan.record;
    for (const param of plan.send) sent.push(`${param}:${event.transaction.status}`);
  }
  return { sent, record };
}

describe('planDeliveries', () => {
  it('sends on_change for each new status and callback once at the final status', () => {
    const { sent } = run([
      status('t1', 'incomplete'),
      status('t1', 'incomplete'), // a poll with no change
      status('t1', 'pending_user_transfer_start'),
      status('t1', 'pending_anchor'),
      status('t1', 'completed'),
      status('t1', 'completed'),
      close('t1', 'completed'),
    ]);
    expect(sent).toEqual([
      'on_change_callback:incomplete',
      'on_change_callback:pending_user_transfer_start',
      'on_change_callback:pending_anchor',
      'on_change_callback:completed',
      'callback:completed',
    ]);
  });

  it('sends callback on Close before completion, and not again at the final status', () => {
    const { sent } = run([
      status('t1', 'pending_anchor'),
      close('t1', 'pending_anchor'),
      close('t1', 'pending_anchor'),
      status('t1', 'error'),
    ]);
    expect(sent).toEqual(['on_change_callback:pending_anchor', 'callback:pending_anchor', 'on_change_callback:error']);
  });

  it('treats every final status as completion (error, expired, refunded)', () => {
    for (const final of ['error', 'expired', 'refunded']) {
      expect(run([status('t1', final)], { callback: true, onChange: false }).sent).toEqual([`callback:${final}`]);
    }
  });

  it('sends a status again when it comes back after another one (A → B → A), but never a repeat in a row', () => {
    const { sent, record } = run([
      status('t1', 'pending_user'),
      status('t1', 'pending_anchor'),
      status('t1', 'pending_anchor'),
      status('t1', 'pending_user'),
      status('t1', 'pending_user'),
    ]);
    expect(sent).toEqual([
      'on_change_callback:pending_user',
      'on_change_callback:pending_anchor',
      'on_change_callback:pending_user',
    ]);
    // One key per transaction: the last status sent.
    expect(record.onChange).toEqual(['t1|pending_user']);
  });

  it('keeps the last status per transaction apart', () => {
    expect(
      run([status('a', 'incomplete'), status('b', 'incomplete'), status('a', 'incomplete')], {
        callback: false,
        onChange: true,
      }).sent,
    ).toEqual(['on_change_callback:incomplete', 'on_change_callback:incomplete']);
  });

  it('keeps transactions apart', () => {
    expect(run([status('a', 'completed'), status('b', 'completed')], { callback: true, onChange: false }).sent).toEqual(
      ['callback:completed', 'callback:completed'],
    );
  });

  it('sends nothing for a callback the wallet did not ask for (or that was refused)', () => {
    expect(
      run([status('t1', 'incomplete'), status('t1', 'completed'), close('t1', 'completed')], {
        callback: false,
        onChange: false,
      }).sent,
    ).toEqual([]);
    expect(
      run([status('t1', 'incomplete'), close('t1', 'incomplete')], { callback: false, onChange: true }).sent,
    ).toEqual(['on_change_callback:incomplete']);
  });

  it('does not modify the record it is given', () => {
    const record: DeliveryRecord = { onChange: [], callback: [] };
    planDeliveries(record, status('t1', 'completed'), BOTH);
    expect(record).toEqual({ onChange: [], callback: [] });
  });
});

describe('parseRecord / serialiseRecord', () => {
  it('round-trips, so a reloaded flow does not send again', () => {
    const first = run([status('t1', 'incomplete'), status('t1', 'completed')]);
    const restored = parseRecord(serialiseRecord(first.record));
    expect(restored).toEqual(first.record);
    expect(run([status('t1', 'completed'), close('t1', 'completed')], BOTH, restored).sent).toEqual([]);
  });

  it('reads anything unreadable as an empty record, and logs a corrupt one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const raw of [null, undefined, '']) expect(parseRecord(raw)).toEqual(EMPTY_RECORD);
      expect(warn).not.toHaveBeenCalled();
      for (const raw of ['not json', '42', '[]', 'null']) expect(parseRecord(raw)).toEqual(EMPTY_RECORD);
      expect(warn).toHaveBeenCalledTimes(4);
      expect(parseRecord('{"onChange":"x","callback":[1,"t1"]}')).toEqual({ onChange: [], callback: ['t1'] });
    } finally {
      warn.mockRestore();
    }
  });
});
