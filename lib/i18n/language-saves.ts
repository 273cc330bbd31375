/**
 * Saves of the language to the profile that are on their way (spec §4 "Language"; POST /user/config `{lang}`).
 * While one is, the session provider's rule "the profile's lang wins" waits (components/session/session-provider.tsx):
 * the profile still holds the old language, and the language being saved (the menu's choice) is the one to show.
 * Without this, the rule wrote the profile's old language into the cookie and the page showed it until the save
 * answered. Module state, one count per page.
 */
let inFlight = 0;

/**
 * How long a save counts at most, in ms. The API client has no timeout (lib/http/client.ts), so a save that never
 * answers would otherwise switch the profile rule off for the life of the tab.
 */
export const LANGUAGE_SAVE_WAIT_MS = 15_000;

/**
 * True while a save started by {@link savingLanguage} has neither settled nor waited its
 * {@link LANGUAGE_SAVE_WAIT_MS}.
 */
export function languageSaveInFlight(): boolean {
  return inFlight > 0;
}

/**
 * Runs `save`, counted as a language save in flight from this call (synchronously, so an effect that starts a save
 * is seen by the effects that run after it in the same commit) until it resolves or throws, or
 * {@link LANGUAGE_SAVE_WAIT_MS} have passed, whichever comes first.
 * @returns `save`'s promise; its error is rethrown unchanged.
 */
export async function savingLanguage<T>(save: () => Promise<T>): Promise<T> {
  inFlight += 1;
  let counted = true;
  const stopCounting = () => {
    if (counted) inFlight -= 1;
    counted = false;
  };
  const timer = setTimeout(stopCounting, LANGUAGE_SAVE_WAIT_MS);
  try {
    return await save();
  } finally {
    clearTimeout(timer);
    stopCounting();
  }
}
