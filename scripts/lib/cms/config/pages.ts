import type { FileCollection } from '@sveltia/cms';
import { aboutFile } from './about';
import { careFiles } from './care';
import { channelsFile } from './channels';
import type { CmsChoices } from './choices';
import { contactFile, contactTextFile } from './contact';
import { both } from './fields';
import { productTypesFile } from './product-types';
import { siteFile } from './site';

/** Files edited in place: a file collection keeps each file where it is. */
export function pagesCollection(choices: CmsChoices): FileCollection {
  return {
    name: 'pages',
    label: both('Pages and settings', '页面与设置'),
    icon: 'description',
    // Files with {{locale}} in their path are one per locale; the others (i18n: false) are shared.
    i18n: true,
    files: [aboutFile(), contactTextFile(), contactFile(), siteFile(), productTypesFile(), channelsFile(), ...careFiles(choices)],
  };
}
