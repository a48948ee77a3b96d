// The preview page's script, built to dist/widget-assets/preview-[hash].js (ESM) and loaded by
// dist/widget-preview.html, which the API serves to the console's appearance editor.
import * as panel from '../panel/index';
import { startPreview } from './preview';

startPreview({ win: window, panel });
