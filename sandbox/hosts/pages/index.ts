/** Every host page, in the order of the host's index page. One module per page. */
import { interactivePage } from './interactive';
import { quickStartPage } from './quick-start';
import type { HostPage } from './types';
import { widgetPage } from './widget';
import { widgetOverlayPage } from './widget-overlay';

export const HOST_PAGES: readonly HostPage[] = [widgetPage, widgetOverlayPage, quickStartPage, interactivePage];
