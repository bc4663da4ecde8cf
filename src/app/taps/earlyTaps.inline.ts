// The inline script at the top of every page's head (scripts/InlineScriptPlugin.ts): keeps the
// taps made before the app takes the page over.
import { keepEarlyTaps } from './earlyTaps';

keepEarlyTaps(window);
