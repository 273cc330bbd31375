/**
 * @jest-environment jest-fixed-jsdom
 *
 * The frame's cookie check loads only inside a frame: a page opened on its own says `ok` at
 * once and never loads it.
 */
import { act, render, screen } from '@testing-library/react';
import { StorageGate } from './storage-gate';

let mockLoads = 0;
let mockFramed = false;
jest.mock('@/lib/webview', () => ({ isFramed: () => mockFramed }));
jest.mock('./storage-check', () => {
  mockLoads += 1;
  return {
    __esModule: true,
    default: ({ partnerName }: { partnerName: string | null }) => <p data-testid="storage-check">{partnerName}</p>,
  };
});

const verdict = () => screen.getByTestId('storage-verdict').getAttribute('data-verdict');

describe('StorageGate', () => {
  it('outside a frame: the verdict is ok and the check never loads', async () => {
    render(<StorageGate partnerName="LOBSTR" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(verdict()).toBe('ok');
    expect(mockLoads).toBe(0);
  });

  it('inside a frame: "checking" until the check has loaded, then the check runs', async () => {
    mockFramed = true;
    render(<StorageGate partnerName="LOBSTR" />);
    expect(verdict()).toBe('checking');
    expect((await screen.findByTestId('storage-check')).textContent).toBe('LOBSTR');
    expect(mockLoads).toBe(1);
  });
});
