import { kitPackageBuild } from './rollup.package.js';

export default kitPackageBuild(new URL('.', import.meta.url));
