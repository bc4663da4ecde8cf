import { data } from 'react-router-dom';
import { DRAWN_IN_BROWSER } from '@/state/pageLoad';

/** The not-found route's loader on the page server: the app's shell, with status 404 (the browser draws the page). */
export const notFoundLoader = () => data(DRAWN_IN_BROWSER, { status: 404 });
