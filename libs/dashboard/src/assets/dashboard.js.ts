import { COPY_BUTTON_JS } from './js/copy-button.js';
import { LIVE_LEADERBOARD_JS } from './js/live-leaderboard.js';
import { PRIZE_PREVIEW_JS } from './js/prize-preview.js';

/**
 * The dashboard's one script, served from /dashboard/assets (CSP: script-src 'self', no inline
 * script anywhere). Plain browser JavaScript, progressive enhancement only: every page works
 * without it except the copy button, the live leaderboard and the live prize table (whose
 * Preview button works without it).
 */
export const DASHBOARD_JS = ['"use strict";', COPY_BUTTON_JS, LIVE_LEADERBOARD_JS, PRIZE_PREVIEW_JS].join('\n');
