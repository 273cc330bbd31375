/**
 * `createRampWidget`: the controller behind every variant (docs/partner-guide.md "Quick start with the SDK"). It
 * checks the options, shows the widget as the variant asks, passes the widget's events (§6) to the partner's
 * handlers, follows `resize` in an embedded frame, closes on `close_request` unless a handler returns false, sends
 * `set_theme` / `set_language` (§6) once the widget is listening, and moves an `auto` widget to a popup when the
 * frame's cookies are blocked (§7).
 */
import type { RampWidgetEvent, RampWidgetEventMap } from './events';
import { handlerName } from './events';
import { clampHeight, createFrame, style } from './frame';
import { labels } from './labels';
import { listen } from './listener';
import { checkLanguage, checkTheme, resolveOptions } from './options';
import { showOverlay, type Overlay } from './overlay';
import { openWindow, watchClosed } from './popup';
import { command } from './protocol';
import { RampWidgetError, type RampWidget, type RampWidgetOptions } from './types';
import { widgetUrl } from './url';
import {
  choosePresentation,
  cookiesBlockedBefore,
  isPhone,
  rememberCookiesBlocked,
  type Presentation,
} from './variant';

/** What is on screen while the widget is open. */
interface Shown {
  presentation: Presentation;
  /** The widget's window: the frame's contentWindow or the popup; the only accepted sender. */
  target: () => Window | null;
  /** Removes what was shown (frame, overlay, window). */
  remove: () => void;
  frame?: HTMLIFrameElement;
  overlay?: Overlay;
  /** The widget said `ready`: commands can be posted. */
  ready: boolean;
}

/** Calls a partner's handler; an exception in it is reported without stopping the SDK. */
function call<A>(handler: ((arg: A) => unknown) | undefined, arg: A): unknown {
  if (!handler) return undefined;
  try {
    return handler(arg);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
    return undefined;
  }
}

/**
 * Creates a widget; nothing is shown until `open()` (an `embedded` widget too).
 * @param options see {@link RampWidgetOptions}; call it in the browser (it reads `document`).
 * @returns the controller: `open()`, `close()`, `setTheme()`, `setLanguage()`, `destroy()`.
 * @throws RampWidgetError naming the option at fault (`option` property), before anything is shown.
 */
export function createRampWidget(options: RampWidgetOptions): RampWidget {
  if (typeof document === 'undefined') throw new RampWidgetError('createRampWidget runs in the browser only');
  const doc = document;
  const win = doc.defaultView!;
  const opts = resolveOptions(options, doc);
  // The SDK's own words (the overlay's close button): the widget's language, else the partner page's.
  const words = labels(opts.language ?? doc.documentElement.lang);
  let shown: Shown | null = null;
  let destroyed = false;
  const pending = new Map<'set_theme' | 'set_language', Record<string, string>>();

  const post = (type: 'set_theme' | 'set_language', payload: Record<string, string>) => {
    const target = shown?.target();
    if (shown?.ready && target) target.postMessage(command(type, payload), opts.appOrigin);
    else pending.set(type, payload);
  };

  const dark = () =>
    opts.theme === 'dark' ||
    (opts.theme !== 'light' &&
      typeof win.matchMedia === 'function' &&
      win.matchMedia('(prefers-color-scheme: dark)').matches);

  const showFrame = (presentation: Presentation): Shown => {
    const frame = createFrame(doc, widgetUrl(opts), {
      title: opts.title ?? 'Buy and sell USDC',
      sandbox: !!opts.sandbox,
      attributes: opts.frameAttributes,
    });
    const target = () => frame.contentWindow;
    if (presentation === 'embedded') {
      style(frame, { height: `${clampHeight(720, opts.minHeight, opts.maxHeight)}px` });
      opts.containerElement!.append(frame);
      return { presentation, frame, target, ready: false, remove: () => frame.remove() };
    }
    const overlay = showOverlay(doc, frame, {
      title: opts.title ?? 'Buy and sell USDC',
      closeLabel: words.close,
      fullscreen: presentation === 'fullscreen',
      dark: dark(),
      onDismiss: () => controller.close(),
    });
    return { presentation, frame, overlay, target, ready: false, remove: () => overlay.remove() };
  };

  const showWindow = (presentation: 'popup' | 'new-tab'): Shown | null => {
    const popup = openWindow(win, widgetUrl(opts), presentation);
    if (!popup) return null;
    const stop = watchClosed(win, popup, () => {
      if (shown?.target() === popup) finish();
    });
    const remove = () => {
      stop();
      if (!popup.closed) popup.close();
    };
    return { presentation, target: () => popup, ready: false, remove };
  };

  /** Takes down what is shown and tells the partner. */
  const finish = () => {
    if (!shown) return;
    const was = shown;
    shown = null;
    was.remove();
    call(opts.onClose, undefined);
  };

  /** `auto` and cookies blocked: the popup now if the browser allows it, else a button that opens it. */
  const moveToPopup = () => {
    if (!shown?.overlay) return;
    const overlay = shown.overlay;
    const move = () => {
      const next = showWindow('popup');
      if (!next) return false;
      overlay.remove();
      shown = next;
      return true;
    };
    const activation = (win.navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
    if (activation?.isActive && move()) return;
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = words.newWindow;
    style(button, { marginRight: 'auto', marginLeft: '8px', font: '600 14px system-ui,sans-serif', cursor: 'pointer' });
    button.addEventListener('click', move);
    overlay.notice(button);
  };

  const deliver = (event: RampWidgetEvent) => {
    if (!shown) return;
    if (event.type === 'ready') {
      shown.ready = true;
      shown.overlay?.notice(null);
      const queued = [...pending];
      pending.clear();
      for (const [type, payload] of queued) post(type, payload);
    }
    if (event.type === 'resize' && shown.presentation === 'embedded' && shown.frame)
      style(shown.frame, { height: `${clampHeight(event.payload.height, opts.minHeight, opts.maxHeight)}px` });
    if (event.type === 'error' && event.payload.code === 'cookies_blocked') {
      rememberCookiesBlocked(win);
      if (opts.variant === 'auto') moveToPopup();
    }
    const handler = opts[handlerName(event.type)] as
      | ((payload: RampWidgetEventMap[typeof event.type]) => unknown)
      | undefined;
    const results = [call(handler, event.payload), call(opts.onEvent, event)];
    if (event.type === 'close_request' && !results.includes(false)) finish();
  };

  const unlisten = listen(win, opts.appOrigin, () => shown?.target() ?? null, deliver);

  const alive = (method: string) => {
    if (destroyed) throw new RampWidgetError(`${method}() was called after destroy()`);
  };

  const controller: RampWidget = {
    open() {
      alive('open');
      if (shown) return true;
      const presentation = choosePresentation(opts.variant, {
        phone: isPhone(win),
        cookiesBlocked: cookiesBlockedBefore(win),
      });
      shown =
        presentation === 'popup' || presentation === 'new-tab' ? showWindow(presentation) : showFrame(presentation);
      pending.clear();
      return shown !== null;
    },
    close() {
      alive('close');
      finish();
    },
    setTheme(theme) {
      alive('setTheme');
      opts.theme = checkTheme(theme);
      if (shown) post('set_theme', { theme });
    },
    setLanguage(language) {
      alive('setLanguage');
      opts.language = checkLanguage(language);
      if (shown) post('set_language', { language });
    },
    destroy() {
      if (destroyed) return;
      finish();
      unlisten();
      destroyed = true;
    },
  };
  return controller;
}
