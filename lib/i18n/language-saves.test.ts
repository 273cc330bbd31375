import { LANGUAGE_SAVE_WAIT_MS, languageSaveInFlight, savingLanguage } from './language-saves';

describe('language saves in flight (spec §4 "Language")', () => {
  it('counts a save from the call until it resolves', async () => {
    let answer = () => {};
    const saved = savingLanguage(() => new Promise<void>((resolve) => (answer = resolve)));
    expect(languageSaveInFlight()).toBe(true);
    answer();
    await saved;
    expect(languageSaveInFlight()).toBe(false);
  });

  it('stops counting a save that fails, and passes its error on', async () => {
    const failed = savingLanguage(() => Promise.reject(new Error('offline')));
    expect(languageSaveInFlight()).toBe(true);
    await expect(failed).rejects.toThrow('offline');
    expect(languageSaveInFlight()).toBe(false);
  });

  it('waits for the last of two saves', async () => {
    let first = () => {};
    const one = savingLanguage(() => new Promise<void>((resolve) => (first = resolve)));
    const two = savingLanguage(() => Promise.resolve());
    await two;
    expect(languageSaveInFlight()).toBe(true);
    first();
    await one;
    expect(languageSaveInFlight()).toBe(false);
  });

  it('stops counting a save that never answers after its wait, and counts it only once', async () => {
    jest.useFakeTimers();
    try {
      let answer = () => {};
      const hung = savingLanguage(() => new Promise<void>((resolve) => (answer = resolve)));
      jest.advanceTimersByTime(LANGUAGE_SAVE_WAIT_MS - 1);
      expect(languageSaveInFlight()).toBe(true);
      jest.advanceTimersByTime(1);
      expect(languageSaveInFlight()).toBe(false);
      // Another save starts; the late answer of the first must not end it.
      let second = () => {};
      const next = savingLanguage(() => new Promise<void>((resolve) => (second = resolve)));
      answer();
      await hung;
      expect(languageSaveInFlight()).toBe(true);
      second();
      await next;
      expect(languageSaveInFlight()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
