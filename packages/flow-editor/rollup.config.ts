import { kitPackageBuild } from '../ui/rollup.package.js';

export default kitPackageBuild(new URL('.', import.meta.url));
