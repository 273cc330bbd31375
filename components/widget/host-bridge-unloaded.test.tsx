/**
 * @jest-environment jest-fixed-jsdom
 *
 * The host bridge's chunk cannot load: the failure is logged and reported, and the page goes on.
 */
import { act } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { captureException } from '@/lib/sentry/capture';
import { HostBridge } from './host-bridge';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/components/theme/theme-provider', () => ({
  useTheme: () => ({ theme: 'light', selector: 'light', setSelector: jest.fn() }),
}));
jest.mock('@/lib/sentry/capture', () => ({ captureException: jest.fn() }));
jest.mock('@/components/layout/language-select', () => ({
  useChangeLanguage: () => ({ change: jest.fn(), pending: false }),
}));
jest.mock('@/components/session/session-provider', () => ({ useSession: () => ({ authorised: false, config: null }) }));
// A ChunkLoadError after a release, or no network.
jest.mock('./host-bridge-connected', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

it('logs and reports a bridge that cannot load, and renders nothing', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.cookie = 'widgetSession=anything; path=/';
  const { container } = render(<HostBridge session={null} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(warn).toHaveBeenCalledWith(
    '[widget] could not load the host-event bridge; no events reach the host',
    expect.objectContaining({ message: expect.stringContaining('ChunkLoadError') }),
  );
  expect(captureException).toHaveBeenCalledWith(expect.any(Error), { tags: { area: 'widget' } });
  expect(container.innerHTML).toBe('');
});
