'use client';

/**
 * The React wrapper (`@ramp/widget-sdk/react`): the `useRampWidget` hook and the `<RampWidget />` component over
 * `createRampWidget` (docs/partner-guide.md "Quick start with the SDK"). Safe for server rendering: nothing reads
 * `window` at import or render; the widget is created in an effect and destroyed on unmount. The handlers are read
 * through a ref, so new handler functions on each render do not recreate the widget; a new `theme` or `language`
 * is sent live; any other option change recreates it (`params` and `frameAttributes` compared by value).
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { EVENT_TYPES, handlerName } from './events';
import type { RampWidget as Controller, RampWidgetOptions } from './types';
import { createRampWidget } from './widget';

/** The hook's options: those of `createRampWidget` without `container` (an embedded widget goes in `containerRef`). */
export type UseRampWidgetOptions = Omit<RampWidgetOptions, 'container'>;

/** What `useRampWidget` returns. */
export interface UseRampWidget {
  /** Attach to the element that holds an `embedded` widget. */
  containerRef: (element: HTMLElement | null) => void;
  /** The controller once created in the browser; null during server rendering and the first render. */
  widget: Controller | null;
  /** `widget.open()`; false while there is no widget yet or the browser refused a window. */
  open: () => boolean;
  close: () => void;
}

const HANDLERS = ['onEvent', 'onClose', ...EVENT_TYPES.map(handlerName)] as const;

/**
 * Creates the widget after mount and destroys it on unmount (see the module comment).
 * @throws RampWidgetError from the effect when an option is wrong (caught by an error boundary).
 */
export function useRampWidget(options: UseRampWidgetOptions): UseRampWidget {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [widget, setWidget] = useState<Controller | null>(null);
  const { appUrl, variant, redirectUrl, wallet, amount, sep24, sandbox, title, minHeight, maxHeight } = options;
  // Objects written inline are new on every render: their JSON says whether they changed.
  const paramsKey = JSON.stringify(options.params ?? null);
  const attributesKey = JSON.stringify(options.frameAttributes ?? null);

  useEffect(() => {
    if (variant === 'embedded' && !container) return;
    const { theme, language, params, frameAttributes } = latest.current;
    const handlers = Object.fromEntries(
      HANDLERS.map((name) => [
        name,
        (arg: never) => (latest.current[name] as ((a: never) => unknown) | undefined)?.(arg),
      ]),
    );
    const created = createRampWidget({
      ...{ appUrl, variant, redirectUrl, theme, language, wallet, amount, sep24, sandbox, title, minHeight, maxHeight },
      ...{ params, frameAttributes },
      ...(variant === 'embedded' ? { container: container! } : {}),
      ...handlers,
    });
    if (variant === 'embedded') created.open();
    setWidget(created);
    return () => {
      created.destroy();
      setWidget(null);
    };
  }, [
    container,
    appUrl,
    variant,
    redirectUrl,
    wallet,
    amount,
    sep24,
    sandbox,
    title,
    minHeight,
    maxHeight,
    paramsKey,
    attributesKey,
  ]);

  // Live changes only: the values the widget was created with are already in its URL.
  const sent = useRef<{ widget: Controller | null; theme?: string; language?: string }>({ widget: null });
  const { theme, language } = options;
  useEffect(() => {
    if (!widget) return;
    if (sent.current.widget !== widget) sent.current = { widget, theme, language };
    if (theme && theme !== sent.current.theme) widget.setTheme(theme);
    if (language && language !== sent.current.language) widget.setLanguage(language);
    sent.current = { widget, theme, language };
  }, [widget, theme, language]);

  const open = useCallback(() => widget?.open() ?? false, [widget]);
  const close = useCallback(() => widget?.close(), [widget]);
  return { containerRef: setContainer, widget, open, close };
}

/** Props of `<RampWidget />`: the widget's options, plus `open` for the variants that are not embedded. */
export interface RampWidgetProps extends UseRampWidgetOptions {
  /** Overlay, popup and new tab: shown while true (an embedded widget is always shown). */
  open?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The widget as a component: an embedded widget renders its container `<div>`; the other variants render nothing
 * and show while `open` is true (pair it with `onClose` to set it back to false).
 */
export function RampWidget({ open = false, className, style, ...options }: RampWidgetProps): ReactElement | null {
  const { containerRef, widget } = useRampWidget(options);
  useEffect(() => {
    if (!widget || options.variant === 'embedded') return;
    if (open) widget.open();
    else widget.close();
  }, [widget, open, options.variant]);
  return options.variant === 'embedded' ? <div ref={containerRef} className={className} style={style} /> : null;
}
