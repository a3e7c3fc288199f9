import path from 'node:path';
import { measurePreview } from '@/scripts/bench/preview';
console.log(await measurePreview(path.resolve('.bench/content-1000'), 'bn-00001'));
