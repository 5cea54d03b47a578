import 'server-only';
import { collection } from './request';
import { categorySchema, slideSchema } from './schemas';

/* The collections that are no kind of content (lib/kinds): the places' categories and the home page's slides. */

export const { list: getBranchCategories } = collection(
  'provider',
  '/branchcategory',
  'branch-categories',
  categorySchema,
);
export const { list: getSlides } = collection('provider', '/slider', 'slides', slideSchema);
