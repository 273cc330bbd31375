/**
 * @jest-environment jsdom
 *
 * The third-party loader (spec §9): without keys it renders nothing; with keys it hands next/script the
 * vendor URLs with the `lazyOnload` strategy (after the page loaded, when idle; never on the server).
 */
import { render } from '@testing-library/react';
import type { ScriptProps } from 'next/script';
import { ThirdPartyScripts } from './third-party-scripts';

const mockConfig = { recordingKey: '', recordingScriptUrl: '', fraudKey: '', fraudScriptUrl: '' };
jest.mock('@/lib/config', () => ({
  get clientConfig() {
    return mockConfig;
  },
}));

const scripts: ScriptProps[] = [];
jest.mock('next/script', () => ({
  __esModule: true,
  default: (props: ScriptProps) => {
    scripts.push(props);
    return null;
  },
}));

beforeEach(() => {
  scripts.length = 0;
  Object.assign(mockConfig, { recordingKey: '', recordingScriptUrl: '', fraudKey: '', fraudScriptUrl: '' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ThirdPartyScripts', () => {
  it('renders no script and warns about nothing when no key is configured', () => {
    const { container } = render(<ThirdPartyScripts />);
    expect(scripts).toEqual([]);
    expect(container.innerHTML).toBe('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('loads the configured vendors lazily, after load, with the EU recording URL', () => {
    Object.assign(mockConfig, {
      recordingKey: 'rec',
      recordingScriptUrl: 'https://cdn.recorder.example/{region}/r.js?key={key}',
      fraudKey: 'fr',
      fraudScriptUrl: 'https://fraud.example/a.js?k={key}',
    });
    render(<ThirdPartyScripts />);
    expect(scripts.map(({ id, src, strategy }) => ({ id, src, strategy }))).toEqual([
      { id: 'session-recording', src: 'https://cdn.recorder.example/eu/r.js?key=rec', strategy: 'lazyOnload' },
      { id: 'fraud-detection', src: 'https://fraud.example/a.js?k=fr', strategy: 'lazyOnload' },
    ]);
  });

  it('logs a refused configuration and a script that fails to load', () => {
    Object.assign(mockConfig, {
      fraudKey: 'fr',
      recordingKey: 'rec',
      recordingScriptUrl: 'https://cdn.recorder.example/{region}/r.js?key={key}',
    });
    render(<ThirdPartyScripts />);
    expect(console.warn).toHaveBeenCalledWith(
      '[third-party] fraud-detection: a key is configured but no loader URL; not loaded',
    );
    scripts[0]!.onError?.(new Event('error') as never);
    expect(console.warn).toHaveBeenCalledWith(
      '[third-party] session-recording could not be loaded from https://cdn.recorder.example',
    );
  });
});
