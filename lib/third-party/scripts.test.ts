/**
 * @jest-environment node
 *
 * Which third-party scripts load (spec §9): nothing without keys; with keys, the vendor loader URLs from
 * config, session recording in the EU region.
 */
import { RECORDING_REGION, thirdPartyScripts } from './scripts';

const NONE = { recordingKey: '', recordingScriptUrl: '', fraudKey: '', fraudScriptUrl: '' };
const URLS = {
  recordingScriptUrl: 'https://cdn.recorder.example/{region}/recorder.js?key={key}',
  fraudScriptUrl: 'https://fraud.example/agent.js?client={key}',
};

describe('thirdPartyScripts', () => {
  it('loads nothing and says nothing when no key is configured, even with loader URLs', () => {
    expect(thirdPartyScripts(NONE)).toEqual({ scripts: [], warnings: [] });
    expect(thirdPartyScripts({ ...NONE, ...URLS })).toEqual({ scripts: [], warnings: [] });
    expect(thirdPartyScripts({ ...NONE, ...URLS, recordingKey: '  ', fraudKey: '' })).toEqual({
      scripts: [],
      warnings: [],
    });
  });

  it('loads session recording from its loader URL with the key and the EU region', () => {
    expect(RECORDING_REGION).toBe('eu');
    expect(thirdPartyScripts({ ...NONE, ...URLS, recordingKey: 'rec-123' })).toEqual({
      scripts: [{ id: 'session-recording', src: 'https://cdn.recorder.example/eu/recorder.js?key=rec-123' }],
      warnings: [],
    });
  });

  it('loads fraud detection from its loader URL with the key', () => {
    expect(thirdPartyScripts({ ...NONE, ...URLS, fraudKey: 'fr/aud&x' }).scripts).toEqual([
      { id: 'fraud-detection', src: 'https://fraud.example/agent.js?client=fr%2Faud%26x' },
    ]);
  });

  it('loads both, recording first, when both keys are configured', () => {
    expect(thirdPartyScripts({ ...URLS, recordingKey: 'r', fraudKey: 'f' }).scripts.map((s) => s.id)).toEqual([
      'session-recording',
      'fraud-detection',
    ]);
  });

  it('refuses, with a warning, a key without a loader URL', () => {
    expect(thirdPartyScripts({ ...NONE, fraudKey: 'f' })).toEqual({
      scripts: [],
      warnings: ['fraud-detection: a key is configured but no loader URL; not loaded'],
    });
  });

  it('refuses a recording URL that cannot carry the EU region, or a URL without the key', () => {
    const decision = thirdPartyScripts({
      recordingKey: 'r',
      recordingScriptUrl: 'https://cdn.recorder.example/us/recorder.js?key={key}',
      fraudKey: 'f',
      fraudScriptUrl: 'https://fraud.example/agent.js',
    });
    expect(decision.scripts).toEqual([]);
    expect(decision.warnings).toEqual([
      'session-recording: the loader URL has no {region} placeholder; not loaded',
      'fraud-detection: the loader URL has no {key} placeholder; not loaded',
    ]);
  });

  it('refuses a loader URL that is not http(s) or has unknown placeholders', () => {
    expect(thirdPartyScripts({ ...NONE, fraudKey: 'f', fraudScriptUrl: 'javascript:alert({key})' }).scripts).toEqual(
      [],
    );
    expect(
      thirdPartyScripts({ ...NONE, fraudKey: 'f', fraudScriptUrl: 'https://f.example/{key}/{tenant}.js' }).scripts,
    ).toEqual([]);
  });

  it('refuses, with a warning and without throwing, a loader URL with broken percent-encoding', () => {
    const decision = thirdPartyScripts({
      ...NONE,
      fraudKey: 'f',
      fraudScriptUrl: 'https://f.example/%ZZ/agent.js?c={key}',
    });
    expect(decision.scripts).toEqual([]);
    expect(decision.warnings).toEqual(['fraud-detection: the loader URL has broken percent-encoding; not loaded']);
  });
});
