'use client';

/**
 * What /widget does once in the browser: keeps the widget session for the screens after it
 * (components/widget/session-cookie), and repeats in the browser console the warnings about ignored URL
 * parameters (the server logged them too), where a partner integrating the widget looks. Renders nothing.
 */
import { useEffect } from 'react';
import { widgetLog } from '@/lib/widget/log';
import type { WidgetSession } from '@/lib/widget/session';
import { saveWidgetSession } from './session-cookie';

/** @param warnings lines from lib/widget/params parseWidgetParams. */
export function WidgetStart({ session, warnings }: { session: WidgetSession; warnings: readonly string[] }) {
  useEffect(() => {
    saveWidgetSession(session);
  }, [session]);
  useEffect(() => {
    for (const warning of warnings) widgetLog.warn(warning);
  }, [warnings]);
  return null;
}
