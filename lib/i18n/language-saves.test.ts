import { languageSaveInFlight, savingLanguage } from './language-saves';

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
});
