/** Every host page, in the order of the host's index page. One module per page. */
import { interactivePage } from './interactive';
import type { HostPage } from './types';
import { widgetPage } from './widget';

export const HOST_PAGES: readonly HostPage[] = [widgetPage, interactivePage];
